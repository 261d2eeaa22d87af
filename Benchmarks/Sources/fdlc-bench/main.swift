import FioriTheme
import Foundation

// Prints throughput of lex+parse and of the whole check on generated themes of doubling size,
// each the median of several runs. No assertions: figures to read and compare.
func median(_ runs: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[runs / 2]
}

let baseRules = Int(CommandLine.arguments.dropFirst().first ?? "10000") ?? 10000
print("size      rules   lex+parse          check (parse, resolve, catalog, values)")
for factor in [1, 2, 4, 8] {
    let text = ThemeGenerator(rules: baseRules * factor).nss()
    let file = SourceFile(path: "bench.nss", text: text)
    let megabytes = Double(file.bytes.count) / 1_000_000
    var sink = 0
    let parse = median(5) { sink &+= Parser.parse(file).stylesheet.declarations.count }
    let check = median(5) { sink &+= Compiler().check([file]).count }
    let line = String(format: "%6.2f MB %7d   %7.1f ms %6.0f MB/s  %7.1f ms %6.0f MB/s",
                      megabytes, baseRules * factor, parse * 1000, megabytes / parse, check * 1000, megabytes / check)
    print(line + (sink == 42 ? " " : ""))
}
