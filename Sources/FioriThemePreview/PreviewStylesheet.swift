import FioriTheme

/// The page's own stylesheet and colours.
///
/// Everything the page writes itself (headings, tables, state labels, marks) uses the
/// colours below, whose pairs meet WCAG AA (4.5:1 for text, 3:1 for the outlines that carry
/// meaning), whatever the theme; ``textPairs`` lists them so a test can check each. The
/// samples use the theme's colours, as they are: the contrast section reports how they fare.
package enum PreviewStylesheet {
    /// The page's background.
    static let page = RGBAColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// Body text.
    static let ink = RGBAColor(red: 0x1D, green: 0x1D, blue: 0x1F)
    /// Secondary text.
    static let muted = RGBAColor(red: 0x4A, green: 0x50, blue: 0x58)
    /// Table headings' background.
    static let heading = RGBAColor(red: 0xF0, green: 0xF2, blue: 0xF4)
    /// Links.
    static let link = RGBAColor(red: 0x0B, green: 0x57, blue: 0xD0)
    /// A measurement below the minimum.
    static let failure = RGBAColor(red: 0xA1, green: 0x00, blue: 0x1A)
    /// The hatching of an image's placeholder.
    static let hatch = RGBAColor(red: 0x8A, green: 0x93, blue: 0x9E)
    /// The keyboard focus ring and the state labels' border.
    static let focus = RGBAColor(red: 0x1A, green: 0x56, blue: 0xC5)

    /// Every text colour the page uses on every background it uses it on.
    static let textPairs: [(text: RGBAColor, background: RGBAColor)] = [
        (ink, page), (muted, page), (link, page), (failure, page), (ink, heading), (muted, heading), (failure, heading),
    ]

    /// Every outline that carries meaning on the page's own background.
    static let outlinePairs: [(outline: RGBAColor, background: RGBAColor)] = [(focus, page), (muted, page)]

    /// `#RRGGBB` of an opaque colour, for the stylesheet.
    private static func css(_ color: RGBAColor) -> String { String(color.hex.dropLast(2)) }

    /// The stylesheet, written into the page's `<style>`.
    package static let css = """
        :root{color-scheme:light}
        body{margin:0;background:\(css(page));color:\(css(ink));font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        header,section{padding:12px 24px}
        h1{font-size:22px;margin:4px 0}
        h2{font-size:18px;margin:16px 0 8px}
        h3{font-size:15px;margin:12px 0 6px}
        code,pre{font-family:ui-monospace,"SF Mono","DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:13px}
        a{color:\(css(link))}
        :focus-visible{outline:3px solid \(css(focus));outline-offset:2px}
        .muted{color:\(css(muted))}
        nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:8px 0;padding:0}
        .legend-mark{display:inline-block;width:24px;height:12px;vertical-align:middle;outline:1px dashed \(css(muted));outline-offset:1px}
        .scroll{overflow-x:auto}
        table{border-collapse:collapse}
        th,td{border:1px solid #D0D4D9;padding:4px 8px;text-align:left;vertical-align:top}
        thead th,tbody th{background:\(css(heading))}
        th .source{display:block;font-weight:400;font-size:12px;color:\(css(muted))}
        .samples th[scope=row]{position:sticky;left:0;z-index:1;width:160px;min-width:160px}
        .samples td{width:288px;min-width:288px;max-width:288px;padding:12px}
        .samples td>*+*{margin-top:8px}
        .state{display:inline-block;margin-top:4px;padding:0 6px;border:1px solid \(css(focus));border-radius:8px;background:\(css(page));color:\(css(ink));font-size:11px;font-weight:400;line-height:16px}
        .sdk{outline:1px dashed var(--mark);outline-offset:1px}
        svg .sdk{outline:none}
        .states{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        .kpi{display:flex;flex-direction:column;align-items:center;min-width:76px;text-align:center}
        .metric{line-height:1.15}
        .line{line-height:1.3;overflow-wrap:anywhere}
        .card,.cell,.band,.plain{padding:10px 12px}
        .card{border-radius:10px}
        .band{justify-content:space-around}
        .split{display:flex;gap:10px;align-items:flex-start}
        .main{flex:1;min-width:0}
        .side{text-align:right}
        .image{display:block;flex:none;width:40px;height:40px;border-radius:6px}
        .avatar{border-radius:50%}
        .tags{display:flex;gap:6px;margin:4px 0}
        .tag{display:inline-block;padding:1px 6px}
        .icons{display:flex;gap:8px}
        .activity{display:block;width:20px;height:20px;border-radius:5px}
        .ring{position:relative;display:block}
        .ring svg{display:block}
        .ring-content{position:absolute;top:0;left:0;right:0;bottom:0;display:flex;align-items:center;justify-content:center}
        .button-state{display:flex;flex-direction:column;align-items:center}
        .button-frame,.button{display:inline-block}
        .button{padding:6px 12px}
        .primary{border-radius:8px}
        .bar{display:flex;align-items:center;padding:10px 12px}
        .bar-left,.bar-right{flex:1}
        .bar-right{text-align:right}
        .placeholder{background-color:\(css(page));background-image:repeating-linear-gradient(135deg,\(css(hatch)) 0 2px,transparent 2px 8px)}
        .placeholder-note{margin:4px 0 0;padding:0 6px;background:\(css(page));color:\(css(ink));font-size:11px;line-height:16px}
        .placeholder-mark{display:inline-block;width:16px;height:10px;vertical-align:middle;border:1px solid \(css(muted));background-image:repeating-linear-gradient(135deg,\(css(hatch)) 0 2px,transparent 2px 5px)}
        .swatch{display:inline-block;width:20px;height:20px;margin-right:6px;vertical-align:middle;border:1px solid \(css(muted))}
        .hex{font-variant-numeric:tabular-nums}
        .fails{color:\(css(failure));font-weight:600}
        .from{display:block;font-size:12px;color:\(css(muted))}
        pre.diagnostics{background:\(css(heading));padding:12px;overflow-x:auto;white-space:pre}
        details{margin:6px 0}
        summary{cursor:pointer;font-weight:600}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}

        """
}
