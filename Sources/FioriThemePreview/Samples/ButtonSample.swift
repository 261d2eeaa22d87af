/// A button in its states: UIKit's `UIButton` through NUI's `Button` class (normal,
/// highlighted, selected, disabled), and the primary action of FUIWelcomeScreen
/// (`fdlFUIWelcomeScreen_primaryActionButton`, normal, highlighted, disabled).
///
/// `Button` takes `background-color`, `font-color` and `border-color` per state, with
/// `border-width` and `corner-radius`; NUI's `NUIButtonRenderer` lays its gradient
/// (`background-color-top` to `-bottom`, in every state) over `background-image`, which
/// covers `background-color`, and gives the button's layer the `shadow-…` properties. Unset, UIKit draws no background or border and the
/// title in the tint colour; the welcome screen's button is filled with the tint colour and
/// titled in `base2` (fdlc's stand-ins where the SDK documents no default), its tap state
/// when highlighted, `quaternaryFill` and `quaternaryLabel` when disabled.
struct ButtonSample: PreviewComponent {
    let id = "button"
    let title = "Button"
    let source = "UIButton (NUI class Button), FUIWelcomeScreen primary action button"

    /// The states each button is shown in.
    static let buttonStates: [String?] = [nil, "highlighted", "selected", "disabled"]
    static let primaryStates: [String?] = [nil, "highlighted", "disabled"]

    private static let primaryClass = "fdlFUIWelcomeScreen_primaryActionButton"

    private func part(
        _ name: String, _ label: String, _ state: String?, classes: [String], property: String,
        fallback: SamplePart.Fallback, kind: SamplePart.Kind
    ) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, name, state), label, classes: classes, property: property, state: state,
            fallback: fallback, kind: kind)
    }

    private func border(_ state: String?) -> SamplePart {
        part(
            "border", "Button border", state, classes: ["Button"], property: "border-color", fallback: .clear,
            kind: .border)
    }

    private func background(_ state: String?) -> SamplePart {
        SamplePart(
            PreviewComponents.id(id, "background", state), "Button background", classes: ["Button"],
            layers: [.gradient, .image("background-image"), .color("background-color")], state: state, fallback: .clear)
    }

    private func titleText(_ state: String?) -> SamplePart {
        part(
            "title", "Button title", state, classes: ["Button"], property: "font-color",
            fallback: KPIViewSample.tint(state),
            kind: .text(style: "body"))
    }

    private func primaryBackground(_ state: String?) -> SamplePart {
        let fallback =
            state == "disabled" ? "quaternaryFill" : (state == "highlighted" ? "tintColorTapState" : "tintColor")
        return part(
            "primary-background", "primary action background", state, classes: [Self.primaryClass],
            property: "background-color", fallback: .palette(fallback), kind: .background)
    }

    private func primaryTitle(_ state: String?) -> SamplePart {
        part(
            "primary-title", "primary action title", state, classes: [Self.primaryClass], property: "font-color",
            fallback: .palette(state == "disabled" ? "quaternaryLabel" : "base2"), kind: .text(style: "body"))
    }

    var parts: [SamplePart] {
        Self.buttonStates.flatMap { [border($0), background($0), titleText($0)] }
            + Self.primaryStates.flatMap { [primaryBackground($0), primaryTitle($0)] }
    }

    func draw(on canvas: inout SampleCanvas) {
        canvas.open("div", class: "states")
        for state in Self.buttonStates {
            canvas.open("div", class: "button-state")
            let width = canvas.resolver.number("border-width", of: border(state)) ?? 0
            let radius = canvas.resolver.number("corner-radius", of: border(state)) ?? 0
            let shadow = canvas.shadowStyle(of: background(state))
            if width > 0 {
                canvas.openBorder(border(state), width: width, radius: radius, class: "button-frame", style: shadow)
            } else {
                canvas.open("span", class: "button-frame")
            }
            canvas.openSurface(
                background(state), tag: "span", class: "button",
                style: "border-radius:\(SampleCanvas.pixels(max(0, radius - width)));" + (width > 0 ? "" : shadow))
            canvas.text(titleText(state), "Save", class: "button-title")
            canvas.closeSurface("span")
            canvas.close("span")
            canvas.stateLabel(state ?? "normal")
            canvas.close("div")
        }
        canvas.close("div")
        canvas.open("div", class: "states")
        for state in Self.primaryStates {
            canvas.open("div", class: "button-state")
            canvas.openSurface(primaryBackground(state), tag: "span", class: "button primary")
            canvas.text(primaryTitle(state), "Start", class: "button-title")
            canvas.closeSurface("span")
            canvas.stateLabel(state ?? "normal")
            canvas.close("div")
        }
        canvas.close("div")
    }
}
