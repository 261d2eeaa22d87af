/// How a sample draws a Dynamic Type text style: iOS's point size and weight at the default
/// text size (Large), one CSS pixel per point.
enum TextStyleMetrics {
    /// Point size and CSS font weight of each text style. Fiori's `kpiNumber` and `kpiNumber2`
    /// have no published size: these are fdlc's stand-ins, large enough to read as a KPI.
    static let all: [String: (size: Double, weight: Int)] = [
        "largeTitle": (34, 400), "title1": (28, 400), "title2": (22, 400), "title3": (20, 400),
        "headline": (17, 600), "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400),
        "footnote": (13, 400), "caption1": (12, 400), "caption2": (11, 400),
        "kpiNumber": (36, 300), "kpiNumber2": (28, 300),
    ]

    /// The size and weight of `style`; `body` for a style the table does not know.
    static func metrics(of style: String) -> (size: Double, weight: Int) {
        all[style] ?? all["body"]!
    }
}
