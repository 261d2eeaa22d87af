/// A navigation bar: UIKit's `UINavigationBar` through NUI's `NavigationBar` class, with a
/// back button (`BarButton:BarButtonBack`, NUI's default chain for it) and a bar button.
///
/// The bar's background is what NUI's `NUINavigationBarRenderer` leaves on top: the gradient
/// from `background-color-top` to `background-color-bottom`, else `background-color` (both
/// drawn as the bar's background image), else `background-image`, else `bar-tint-color`. Its
/// title is `font-color`. Unset: the palette's `header` and `navBarTitleLabel`, and the tint
/// colour for the buttons.
struct NavigationBarSample: PreviewComponent {
    let id = "navigation-bar"
    let title = "Navigation bar"
    let source = "UINavigationBar (NUI classes NavigationBar, BarButton, BarButtonBack)"

    private var background: SamplePart {
        SamplePart(
            "\(id).background", "bar", classes: ["NavigationBar"],
            layers: [.gradient, .color("background-color"), .image("background-image"), .color("bar-tint-color")],
            fallback: .palette("header"))
    }

    private var titleText: SamplePart {
        SamplePart(
            "\(id).title", "title", classes: ["NavigationBar"], property: "font-color",
            fallback: .palette("navBarTitleLabel"), kind: .text(style: "headline"))
    }

    private var back: SamplePart {
        SamplePart(
            "\(id).back", "back button", classes: ["BarButtonBack", "BarButton"], property: "font-color",
            fallback: .palette("tintColor"), kind: .text(style: "body"))
    }

    private var button: SamplePart {
        SamplePart(
            "\(id).button", "bar button", classes: ["BarButton"], property: "font-color",
            fallback: .palette("tintColor"), kind: .text(style: "body"))
    }

    var parts: [SamplePart] { [background, back, titleText, button] }

    func draw(on canvas: inout SampleCanvas) {
        canvas.openSurface(background, class: "bar")
        canvas.text(back, "\u{2039} Back", class: "bar-left")
        canvas.text(titleText, "Orders", class: "bar-title")
        canvas.text(button, "Edit", class: "bar-right")
        canvas.closeSurface()
    }
}
