import FioriTheme

/// The data of ``Catalog/builtIn``: every property and class path fdlc knows, each with the
/// document it comes from.
///
/// Sources, abbreviated in the entries:
/// - *NUI README*: the "Style Classes" and "Style Value Types" lists of github.com/tombenner/nui;
///   *NUI renderers*: its `NUI/Core/Renderers/*.m`, which read the properties;
///   *NUI TestTheme*: `Demo/NUITests/TestTheme.NUI.nss`, NUI's own test stylesheet.
/// - *seeds/…*: the SAP API excerpts in `shared/seeds/`.
/// - *help.sap.com X*: the "Theming" section of class X in the SAPFiori API reference
///   (help.sap.com/doc/978e4f6c968c4cc5a30f9d324aa4b1d7, versions Latest and 25.08).
/// - *sap-tutorials*: the SAP iOS SDK tutorials' `CustomTheme.nss` examples.
///
/// Where a source names a class path without its attributes, the class is open
/// (``ClassSpec/openProperties``) and its note says why.
enum BuiltInCatalog {
    // The sources the entries cite most often.
    private static let nui = "NUI README"
    private static let kpiSeed = "seeds/FUIKPIView.txt"
    private static let hierarchySeed = "seeds/FUIHierarchyView.txt"
    private static let branding = "help.sap.com Branding and Theming"
    private static let customTheme = "sap-tutorials 'Apply a Custom Theme to Your iOS App'"
    private static let onboardingTheme = "sap-tutorials 'Customize theme and on-boarding of iOS app'"
    private static let segmentControl = "help.sap.com FUISegmentControl"

    // MARK: - Properties

    /// The global property table.
    static let properties: [PropertySpec] = colors + images + others

    /// Colour properties.
    private static let colors: [PropertySpec] = [
        .init(name: "background-color", type: .color, states: .control, source: "\(nui); \(branding)",
              note: "states as NUI's Button reads them; '-selected' in SAP's Branding and Theming; "
                  + "'-normal' in NUI TestTheme and sap-tutorials"),
        .init(name: "background-color-top", type: .color, states: .selected, source: "\(nui) (Gradient)",
              note: "top colour of a vertical gradient, set together with 'background-color-bottom'"),
        .init(name: "background-color-bottom", type: .color, states: .selected, source: "\(nui) (Gradient)",
              note: "bottom colour of a vertical gradient, set together with 'background-color-top'"),
        .init(name: "background-tint-color", type: .color, source: nui),
        .init(name: "bar-tint-color", type: .color, source: "NUI TestTheme; NUI renderers; \(customTheme)"),
        .init(name: "border-color", type: .color, source: nui),
        .init(name: "color", type: .color, source: "NUI renderers (PageControl, ActivityIndicator)"),
        .init(name: "current-color", type: .color, source: "NUI renderers (PageControl)",
              note: "colour of the current page indicator"),
        .init(name: "divider-color", type: .color, source: nui),
        .init(name: "font-color", type: .color, states: .control, source: "\(nui); help.sap.com FUIObjectHeaderView"),
        .init(name: "maximum-track-tint-color", type: .color, source: nui),
        .init(name: "minimum-track-tint-color", type: .color, source: nui),
        .init(name: "on-tint-color", type: .color, source: nui),
        .init(name: "progress-tint-color", type: .color, source: "\(nui); \(kpiSeed)"),
        .init(name: "scope-background-color", type: .color, source: nui),
        .init(name: "selected-image-tint-color", type: .color, source: nui),
        .init(name: "selected-segment-tint-color", type: .color, source: segmentControl),
        .init(name: "separator-color", type: .color, source: nui),
        .init(name: "shadow-color", type: .color, source: nui),
        .init(name: "text-shadow-color", type: .color, states: .control, source: "\(nui); \(segmentControl)"),
        .init(name: "thumb-tint-color", type: .color, source: nui),
        .init(name: "tint-color", type: .color, states: .tint, source: "\(nui); \(kpiSeed)",
              note: "help.sap.com FUITitleFormCell: 'tint-color-disabled' overrides 'font-color' "
                  + "when the cell is disabled"),
        .init(name: "track-tint-color", type: .color, source: "\(nui); \(kpiSeed)"),
    ]

    /// Image properties; NUI's take an `-insets` box beside them.
    private static let images: [PropertySpec] = [
        .init(name: "background-image", type: .image, states: .control, insets: true, source: nui),
        .init(name: "background-image-top", type: .image, insets: true, source: "\(nui) (Toolbar)"),
        .init(name: "background-image-bottom", type: .image, insets: true, source: "\(nui) (Toolbar)"),
        .init(name: "background-image-top-landscape", type: .image, insets: true, source: "\(nui) (Toolbar)"),
        .init(name: "background-image-bottom-landscape", type: .image, insets: true, source: "\(nui) (Toolbar)"),
        .init(name: "divider-image", type: .image, insets: true, source: "\(nui); \(segmentControl)"),
        .init(name: "finished-image", type: .image, states: .selected, insets: true, source: nui),
        .init(name: "image", type: .image, states: .control, insets: true, source: nui),
        .init(name: "image-name", type: .image, source: "help.sap.com FUIObjectHeaderView",
              note: "SAP's image attribute; no '-insets' sibling is documented for it"),
        .init(name: "maximum-value-image", type: .image, insets: true, source: nui),
        .init(name: "minimum-value-image", type: .image, insets: true, source: nui),
        .init(name: "off-image", type: .image, insets: true, source: nui),
        .init(name: "on-image", type: .image, insets: true, source: nui),
        .init(name: "progress-image", type: .image, insets: true, source: nui),
        .init(name: "scope-background-image", type: .image, insets: true, source: nui),
        .init(name: "selected-image", type: .image, insets: true, source: nui),
        .init(name: "shadow-image", type: .image, insets: true, source: nui),
        .init(name: "shadow-image-top", type: .image, insets: true, source: "\(nui) (Toolbar)"),
        .init(name: "shadow-image-bottom", type: .image, insets: true, source: "\(nui) (Toolbar)"),
        .init(name: "thumb-image", type: .image, insets: true, source: nui),
        .init(name: "track-image", type: .image, insets: true, source: nui),
    ]

    /// Numbers, boxes, offsets, fonts and enumerations.
    private static let others: [PropertySpec] = [
        .init(name: "border-style", type: .borderStyle, source: nui),
        .init(name: "border-width", type: .number, source: nui),
        .init(name: "content-insets", type: .box, source: nui),
        .init(name: "corner-radius", type: .number, source: nui),
        .init(name: "exclude-subviews", type: .classList, source: "\(nui) (Excluding Views)",
              note: "NUI skips views inside views of these UIKit classes"),
        .init(name: "exclude-views", type: .classList, source: "\(nui) (Excluding Views)",
              note: "NUI skips views of these UIKit classes"),
        .init(name: "font-name", type: .fontName, states: .segment, source: "\(nui); \(segmentControl)"),
        .init(name: "font-size", type: .number, states: .segment, source: "\(nui); \(segmentControl)",
              note: "FUISegmentControl's page types it 'Size'; everywhere else, and in NUI, it is a number"),
        .init(name: "font-style", type: .fontTextStyle, states: .segment, source: "\(branding); \(segmentControl)"),
        .init(name: "height", type: .number, source: nui),
        .init(name: "horizontal-align", type: .horizontalAlign, source: "NUI renderers (TextField)",
              note: "NUI's TextField renderer tests for 'horizontal-align' but reads the key 'horizontal', "
                  + "so the value is ignored"),
        .init(name: "keyboard-appearance", type: .keyboardAppearance,
              source: "NUI renderers (TextInputTraits); NUI TestTheme"),
        .init(name: "padding", type: .box, source: nui),
        .init(name: "row-height", type: .number, source: nui),
        .init(name: "separator-style", type: .separatorStyle, source: nui),
        .init(name: "shadow-offset", type: .offset, source: nui),
        .init(name: "shadow-opacity", type: .number, source: nui),
        .init(name: "shadow-radius", type: .number, source: nui),
        .init(name: "text-align", type: .textAlignment, source: "\(nui); help.sap.com FUIObjectHeaderView"),
        .init(name: "text-alpha", type: .number, source: nui),
        .init(name: "text-auto-fit", type: .boolean, source: nui),
        .init(name: "text-line-clamp", type: .integer, source: "help.sap.com FUIObjectHeaderView; NUI TestTheme",
              note: "the maximum number of lines"),
        .init(name: "text-offset", type: .offset, source: nui),
        .init(name: "text-shadow-offset", type: .offset, states: .segment, source: "\(nui); \(segmentControl)"),
        .init(name: "text-transform", type: .textTransform, source: nui),
        .init(name: "title-insets", type: .box, source: nui),
        .init(name: "title-vertical-offset", type: .number, source: nui),
        .init(name: "vertical-align", type: .verticalAlign, source: nui),
        .init(name: "width", type: .number, source: nui),
    ]

    // MARK: - Shared property lists

    /// NUI's layer border (`renderBorder`).
    private static let border = ["border-color", "border-width", "corner-radius"]
    /// NUI's layer shadow (`renderShadow`).
    private static let shadow = ["shadow-color", "shadow-offset", "shadow-opacity", "shadow-radius"]
    /// NUI's frame size (`renderSize`).
    private static let size = ["height", "width"]
    /// NUI's vertical background gradient.
    private static let gradient = ["background-color-top", "background-color-bottom"]
    /// What NUI's title-text attributes read (bar buttons, navigation bars, segments, tab items).
    private static let titleText = ["font-color", "font-name", "font-size", "text-shadow-color", "text-shadow-offset"]
    /// What NUI's label renderer reads for the text itself.
    private static let labelText = titleText + ["text-align", "text-alpha", "text-auto-fit"]
    /// Read for every UIView with a style class (`UIView+NUI`).
    private static let exclusions = ["exclude-views", "exclude-subviews"]
    /// NUI's Button list, shared with SearchBarButton.
    private static let button = ["background-color", "background-image", "content-insets", "image", "padding",
                                 "text-transform", "title-insets"] + gradient + border + shadow + size + labelText
    /// NUI's SegmentedControl list, shared with SearchBarScopeBar.
    private static let segmentedControl = ["background-color", "background-image", "background-tint-color",
                                           "divider-color", "divider-image"] + border + titleText
    /// SAP's text class paths (FUIObjectHeaderView, FUIContactView).
    private static let sapText = ["font-color", "font-name", "font-style", "font-size", "text-align", "text-line-clamp"]
    /// SAP's image-view class paths (FUIObjectHeaderView, FUIContactView).
    private static let sapImage = ["image-name", "tint-color"]
    /// TEXT properties of FUIHierarchyItemView and FUIHierarchyIndicator.
    private static let hierarchyText = ["font-color", "font-style", "text-align"]
    /// TEXT properties of the KPI card views and FUIPlaceholderView.
    private static let kpiText = ["font-color", "font-style", "text-line-clamp", "text-align"]

    // MARK: - Classes

    /// The class table.
    static let classes: [ClassSpec] = nuiClasses + kpiClasses + hierarchyClasses + objectClasses
        + kpiCardClasses + formClasses + tutorialClasses + fontStyleClasses

    /// NUI's element classes (README "Style Classes").
    private static let nuiClasses: [ClassSpec] = [
        nuiClass("ActivityIndicator", "UIActivityIndicatorView", ["color"] + exclusions,
                 source: "NUI TestTheme; NUI renderers"),
        nuiClass("BarButton", "UIBarButtonItem",
                 ["background-color", "background-image", "background-tint-color"] + gradient + border + titleText),
        nuiClass("BarButtonBack", "UIBarButtonItem",
                 ["background-color", "background-image", "background-tint-color"] + border + titleText,
                 note: "a back button; inherits from BarButton"),
        nuiClass("Button", "UIButton", button + exclusions),
        nuiClass("Control", "UIControl", ["background-color", "background-image"] + border + shadow + exclusions),
        nuiClass("Label", "UILabel", ["background-color", "text-transform", "text-line-clamp"]
                 + border + shadow + size + labelText + exclusions,
                 source: "\(nui); NUI TestTheme (text-line-clamp)"),
        nuiClass("NavigationBar", "UINavigationBar",
                 ["background-color", "background-image", "background-tint-color", "bar-tint-color", "shadow-image",
                  "title-vertical-offset"] + gradient + titleText + exclusions),
        nuiClass("PageControl", "UIPageControl", ["color", "current-color"] + exclusions, source: "NUI renderers"),
        nuiClass("Progress", "UIProgressView",
                 ["progress-image", "progress-tint-color", "track-image", "track-tint-color"] + size + exclusions,
                 source: "\(nui); NUI renderers (height)"),
        nuiClass("SearchBar", "UISearchBar",
                 ["background-color", "background-image", "background-tint-color", "scope-background-color",
                  "scope-background-image"] + gradient + exclusions),
        nuiClass("SearchBarButton", "UIButton", button + ["background-tint-color"],
                 note: "the README says it inherits from BarButton and to see Button: both lists are accepted"),
        nuiClass("SearchBarScopeBar", "UISegmentedControl", segmentedControl,
                 note: "the README says to see SegmentedControl"),
        nuiClass("SegmentedControl", "UISegmentedControl", segmentedControl + exclusions),
        nuiClass("Slider", "UISlider",
                 ["maximum-track-tint-color", "maximum-value-image", "minimum-track-tint-color", "minimum-value-image",
                  "thumb-image", "thumb-tint-color"] + exclusions),
        nuiClass("Switch", "UISwitch",
                 ["background-color", "off-image", "on-image", "on-tint-color", "thumb-tint-color", "tint-color"]
                    + exclusions),
        nuiClass("TabBar", "UITabBar",
                 ["background-color", "background-image", "background-tint-color", "bar-tint-color", "selected-image",
                  "selected-image-tint-color"] + gradient + exclusions,
                 note: "NUI's TabBar renderer reads no font properties: set them on TabBarItem"),
        nuiClass("TabBarItem", "UITabBarItem", ["background-image", "finished-image", "text-offset"] + titleText,
                 note: "NUI reads only the '-selected' form of 'background-image', for the tab bar's selection indicator"),
        nuiClass("Table", "UITableView",
                 ["background-color", "row-height", "separator-color", "separator-style"] + gradient + exclusions),
        nuiClass("TableCell", "UITableViewCell", ["background-color", "tint-color"] + gradient + labelText + exclusions,
                 source: "\(nui); NUI TestTheme (tint-color)"),
        nuiClass("TableCellContentView", "UIView", ["background-color"] + exclusions, source: "NUI TestTheme",
                 note: "only 'background-color' is attested; the README lists no properties for it"),
        nuiClass("TableCellDetail", "UILabel", labelText, note: "the detail label of a table cell"),
        nuiClass("Toolbar", "UIToolbar",
                 ["background-color", "background-image", "background-image-top", "background-image-bottom",
                  "background-image-top-landscape", "background-image-bottom-landscape", "background-tint-color",
                  "shadow-image", "shadow-image-top", "shadow-image-bottom"] + exclusions),
        nuiClass("TextField", "UITextField",
                 ["background-color", "background-image", "border-style", "horizontal-align", "keyboard-appearance",
                  "padding", "tint-color", "vertical-align"] + gradient + border + shadow + size + labelText + exclusions,
                 source: "\(nui); NUI renderers (TextField, TextInputTraits)"),
        nuiClass("TextView", "UITextView",
                 ["font-color", "font-name", "font-size", "keyboard-appearance", "padding"] + exclusions,
                 source: "\(nui); NUI renderers (TextInputTraits)"),
        nuiClass("View", "UIView", ["background-color", "background-image"] + border + shadow + size + exclusions,
                 source: "\(nui); help.sap.com FUIObjectHeaderView lists 'View' too",
                 note: "NUI draws 'background-image' as a pattern colour, so its '-insets' sibling has no effect"),
        nuiClass("Window", "UIWindow", ["background-color"] + exclusions),
    ]

    /// FUIKPIView, FUIKPIProgressView and FUIKPIHeader.
    private static let kpiClasses: [ClassSpec] =
        group("FUIKPIView", paths("fdlFUIKPIView", "", "_textView", "_captionLabel"), ["tint-color"], source: kpiSeed)
        + group("FUIKPIProgressView", paths("fdlFUIKPIProgressView", "", "_captionLabel"),
                ["font-color", "progress-tint-color", "tint-color", "track-tint-color"], source: kpiSeed)
        + open("FUIKPIHeader", ["fdlFUIKPIHeader_background"], shown: ["background-color"], source: kpiSeed,
               note: "the page gives only an example")
        + open("FUIKPIHeader", ["fdlFUIKPIHeader_kpiView"], shown: ["tint-color"], source: kpiSeed,
               note: "the page gives only an example")

    /// The FUIHierarchyView family.
    private static let hierarchyClasses: [ClassSpec] =
        open("FUIHierarchyViewController", ["fdlHierarchyViewController_hierarchyView"], source: hierarchySeed,
             note: "class path listed without attributes (and, as documented, without the 'FUI' prefix)")
        + open("FUIHierarchyView", paths("fdlFUIHierarchyView", "", "_header"), source: hierarchySeed,
               note: "class paths listed without attributes")
        + open("FUIHierarchyItemTableViewCell", ["fdlFUIBaseCollectionViewCell"], source: hierarchySeed,
               note: "refer to FUIHierarchyItemView and FUIHierarchyIndicator; the root's attributes are not listed")
        + group("FUIHierarchyItemTableViewCell", paths("fdlFUIBaseCollectionViewCell", "_title", "_subtitle", "_footnote"),
                hierarchyText, source: hierarchySeed,
                note: "refer to FUIHierarchyItemView: its TEXT attributes for the same part names")
        + group("FUIHierarchyItemTableViewCell", ["fdlFUIBaseCollectionViewCell_detailImageView"], ["tint-color"],
                source: hierarchySeed, note: "refer to FUIHierarchyItemView: its IMAGE attributes for the same part name")
        + open("FUIHierarchyViewHeader", paths("fdlFUIHierarchyViewHeader", "", "_title", "_leftButton", "_rightButton"),
               source: hierarchySeed,
               note: "refer to FUIButton; FUIButton's theming section could not be read, so its attributes are unknown")
        + group("FUIHierarchyItemView", paths("fdlFUIHierarchyItemView", "_title", "_subtitle", "_footnote", "_status"),
                hierarchyText, source: hierarchySeed)
        + group("FUIHierarchyItemView", ["fdlFUIHierarchyItemView_detailImageView"], ["tint-color"], source: hierarchySeed)
        + open("FUIHierarchyCollectionItem", ["fdlFUIHierarchyCollectionItem"], source: hierarchySeed,
               note: "refer to FUIHierarchyItemView and FUIHierarchyIndicator; the root's attributes are not listed")
        + group("FUIHierarchyIndicator", ["fdlFUIHierarchyIndicator_title"], hierarchyText,
                source: "help.sap.com FUIHierarchyIndicator")

    /// Object header, object cell and contact views.
    private static let objectClasses: [ClassSpec] =
        group("FUIObjectHeaderView", ["fdlFUIObjectHeaderView"], ["background-color", "tint-color"],
              source: "help.sap.com FUIObjectHeaderView")
        + group("FUIObjectHeaderView",
                paths("fdlFUIObjectHeaderView", "_headlineLabel", "_subheadlineLabel", "_bodyLabel", "_footnoteLabel",
                      "_descriptionLabel", "_statusLabel", "_substatusLabel", "_labelItem_label"),
                sapText, source: "help.sap.com FUIObjectHeaderView")
        + group("FUIObjectHeaderView",
                paths("fdlFUIObjectHeaderView", "_detailImageView", "_statusImageView", "_substatusImageView",
                      "_labelItem_imageView"),
                sapImage, source: "help.sap.com FUIObjectHeaderView")
        + open("FUIObjectView", ["fdlFUIObjectView_headlineLabel"], shown: ["font-color", "font-style"], source: branding,
               note: "only an example; FUIObjectView's own theming list could not be read "
                   + "(seeds/FUIObjectCell.txt is cut off)")
        + open("FUIObjectTableViewCell", ["fdlFUIObjectTableViewCell"], shown: ["background-color"], source: branding,
               note: "only an example ('background-color-selected'); the cell's theming list could not be read")
        + group("FUIContactView", ["fdlFUIContactView"], ["background-color"], source: "help.sap.com FUIContactView")
        + group("FUIContactView", paths("fdlFUIContactView", "_headlineLabel", "_subheadlineLabel", "_descriptionLabel"),
                sapText, source: "help.sap.com FUIContactView")
        + group("FUIContactView", ["fdlFUIContactView_detailImageView"], sapImage, source: "help.sap.com FUIContactView")

    /// The chart cards: TEXT parts, and the KPI icon as IMAGE part.
    private static let kpiCardClasses: [ClassSpec] =
        kpiCard("FUIKPITitleBaseView", hasStatus: false) + kpiCard("FUIKPICardView", hasStatus: true)
        + kpiCard("FUIKPICardCollectionViewCell", hasStatus: true) + kpiCard("FUIKPIProgressCardView", hasStatus: true)
        + kpiCard("FUIKPIProgressCardCollectionViewCell", hasStatus: true)

    /// Placeholder, form cells and the segment control.
    private static let formClasses: [ClassSpec] =
        group("FUIPlaceholderView", ["fdlFUIPlaceholderView_placeholder"], kpiText,
              source: "help.sap.com FUIPlaceholderView")
        + group("FUIOrderPickerFormItemCell", paths("fdlFUIOrderPickerFormItemView", "_title", "_subtitle"),
                ["font-color", "font-style"], source: "help.sap.com FUIOrderPickerFormItemCell")
        + group("FUIOrderPickerFormItemCell", ["fdlFUIOrderPickerFormItemView_leadingImageView"],
                ["font-style", "image-name", "tint-color"], source: "help.sap.com FUIOrderPickerFormItemCell")
        + open("FUISwitchFormCell", ["fdlFUISwitchFormCell"], source: "help.sap.com FUISwitchFormCell",
               note: "'table view cell related attributes', not enumerated")
        + group("FUISwitchFormCell", ["fdlFUISwitchFormCell_title"],
                ["font-color", "font-name", "font-size", "font-style", "text-line-clamp"],
                source: "help.sap.com FUISwitchFormCell", note: "the readable excerpt ends after 'text-line-clamp'")
        + group("FUISegmentControl", ["fdlFUISegmentControl"],
                ["background-color", "background-image", "divider-image", "font-color", "font-name", "font-size",
                 "font-style", "selected-segment-tint-color", "text-shadow-color", "text-shadow-offset", "tint-color"],
                source: segmentControl)

    /// Class paths known only from tutorial and sample stylesheets.
    private static let tutorialClasses: [ClassSpec] =
        open("FUIWelcomeScreen", ["fdlFUIWelcomeScreen_headlineLabel"], shown: ["font-color"], source: customTheme,
             note: "only an example")
        + open("FUIWelcomeScreen", ["fdlFUIWelcomeScreen_primaryActionButton"], shown: ["background-color"],
               source: onboardingTheme, note: "only an example ('background-color-normal', '-highlighted')")
        + open("FUIWelcomeScreen", ["fdlFUIWelcomeScreen_logoImageView"], shown: ["image-name"],
               source: "SAP-samples cloud-mdk-tutorial-samples Branding.nss", note: "only an example")
        + open("FUITimelineCell", paths("fdlFUITimelineCell", "", "_timelineBackground"), shown: ["background-color"],
               source: customTheme, note: "only an example")
        + open("FUITimelineMarkerCell", paths("fdlFUITimelineMarkerCell", "", "_cardBackground", "_timelineBackground"),
               shown: ["background-color"], source: customTheme, note: "only an example")
        + open("FUIChartFloorplanViewController",
               paths("fdlFUIChartFloorplanViewController", "_title", "_seriesTitles", "_valuesAxisTitle",
                     "_categoryAxisTitle"),
               shown: ["font-color"], source: customTheme, note: "only an example")

    /// The global font styles, `fdlFontStyle_<FDLFontStyle member>`.
    private static let fontStyleClasses: [ClassSpec] = group(
        "FDLFontStyle",
        paths("fdlFontStyle", "_headline", "_subheadline", "_footnote", "_body", "_callout", "_caption1", "_caption2",
              "_title1", "_title2", "_title3", "_kpiNumber", "_kpiNumber2"),
        ["font-color", "font-name", "font-size", "font-style"],
        source: "help.sap.com FDLFontStyle; \(customTheme)",
        note: "the tutorial sets 'font-style' and 'font-color'; 'font-name' and 'font-size' are assumed "
            + "from SAP's text attributes"
    )

    // MARK: - Helpers

    /// `root` followed by each suffix: `paths("fdlX", "", "_a")` is `["fdlX", "fdlX_a"]`.
    private static func paths(_ root: String, _ suffixes: String...) -> [String] {
        suffixes.map { root + $0 }
    }

    /// An NUI element class.
    private static func nuiClass(
        _ path: String, _ component: String, _ properties: [String], source: String = nui, note: String? = nil
    ) -> ClassSpec {
        ClassSpec(path: path, component: component, properties: Set(properties), source: source, note: note)
    }

    /// Class paths that share one documented property list.
    private static func group(
        _ component: String, _ paths: [String], _ properties: [String], source: String, note: String? = nil
    ) -> [ClassSpec] {
        paths.map { ClassSpec(path: $0, component: component, properties: Set(properties), source: source, note: note) }
    }

    /// Class paths whose attributes the docs leave open; `shown` are those an example uses.
    private static func open(
        _ component: String, _ paths: [String], shown: [String] = [], source: String, note: String
    ) -> [ClassSpec] {
        paths.map {
            ClassSpec(
                path: $0, component: component, properties: Set(shown), openProperties: true, source: source, note: note
            )
        }
    }

    /// The TEXT and IMAGE class paths of one chart card class.
    private static func kpiCard(_ component: String, hasStatus: Bool) -> [ClassSpec] {
        let root = "fdl" + component
        let text = paths(root, "_title", "_kpiUnitItem", "_kpiMetricItem", "_kpiFractionItem")
            + (hasStatus ? [root + "_status"] : [])
        return group(component, text, kpiText, source: "help.sap.com \(component)")
            + group(component, [root + "_kpiIconItem"], ["tint-color"], source: "help.sap.com \(component)")
    }
}
