import FioriTheme
@_spi(Benchmarks) import FioriThemeCompiler
import Foundation
import MallocCounter

// The in-process half of the benchmark (Scripts/bench runs the rest). Each mode prints one
// JSON object per measured input on standard output, so the script can read it; no assertions.

let usage = """
    USAGE: fdlc-bench <mode> [options]

      generate --size MB --out DIR [--name NAME] [--seed N]
          Writes DIR/NAME.{nss,less,scss,css}: the same synthetic theme in four dialects.
      lintset --files N --out DIR
          Writes N small (~5 KB) .nss themes in nested folders under DIR.
      parse [--runs N] FILE...
          Lex+parse alone (Benchmarking.parse), median of N runs.
      compile [--runs N] FILE...
          The whole compile in process: Compiler.compile (parse, resolve, check, build the
          table), then the JSON (Benchmarking.compiledJSON), each the median of N runs.
      format [--runs N] FILE...
          StylesheetFormatter.format in process (parse and print), median of N runs, and the
          same on its own output (a file already formatted, what 'fdlc format --check' sees).
      query [--lookups N] [--call NAME] FILE
          Theme.value(_:for:state:), Theme.color(_:for:state:variant:) and
          Theme.declaration(_:for:state:) over the classes and properties FILE sets, with the
          state as a string and as a ControlState: nanoseconds of CPU time and heap allocations
          per lookup (best of 5 passes); and the same loop around a call that does nothing
          (harnessNs), what every figure includes; then what callers do with value's result:
          read its typed value (valueRead), keep it (valueKept), or look up through an
          object's var theme (valueHeld). --call runs one of harness, value, color,
          controlState, controlStateColor, declaration, valueRead, valueKept, valueHeld,
          declarationKey, valueKeyRead alone (for callgrind); the last two look up with a
          ThemeKey made once per query.
      load [--runs N] COMPILED.json...
          What an app pays at launch for a theme of Themes/ in each form: the first access
          of its generated Swift (Themes/Theme+*.swift, compiled into this tool),
          Theme(contentsOf:) of its compiled JSON (named after the theme: fiori-brand.json) and
          of its binary table beside it (fiori-brand.fdlt, from 'fdlc compile --format binary'),
          each followed by one lookup, in a fresh process, median of N processes, in wall and
          in CPU time; then, in this warm process, the JSON and binary loads, the binary load
          with the whole table decoded (theme.table), and the indexing of a built table
          (Theme(table:), which the JSON and Swift forms do), median of N, in CPU time.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first else {
    print(usage)
    exit(2)
}
arguments.removeFirst()

func option(_ name: String, _ fallback: String? = nil) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// CPU time of this thread in nanoseconds: unlike wall time, not inflated by other processes
/// on a shared machine.
func cpuNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of `runs` timings of `body`, in seconds (after one warm-up run): wall time, or
/// with `cpu` this thread's CPU time.
func median(_ runs: Int, cpu: Bool = false, _ body: () -> Void) -> Double {
    let clock = cpu ? cpuNow : now
    body()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = clock()
        body()
        times.append(Double(clock() - start) / 1e9)
    }
    times.sort()
    return times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
}

func json(_ fields: [(String, Any)]) -> String {
    let parts = fields.map { key, value -> String in
        switch value {
        case let text as String: return "\"\(key)\": \"\(text)\""
        case let number as Double: return "\"\(key)\": \(String(format: "%.6g", number))"
        default: return "\"\(key)\": \(value)"
        }
    }
    return "{" + parts.joined(separator: ", ") + "}"
}

func load(_ path: String) -> SourceFile {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write("fdlc-bench: cannot read \(path)\n".data(using: .utf8)!)
        exit(2)
    }
    return SourceFile(path: path, bytes: Array(data))
}

func write(_ text: String, to path: String) {
    do {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    } catch {
        FileHandle.standardError.write("fdlc-bench: cannot write \(path): \(error)\n".data(using: .utf8)!)
        exit(2)
    }
}

/// The themes of Themes/ compiled into this tool as Swift (Themes/Theme+*.swift, which
/// `fdlc compile --format swift` wrote), by the name of their file.
let compiledThemes: [String: () -> Theme] = [
    "fiori-brand": { Theme.fioriBrand },
    "fiori-palette": { Theme.fioriPalette },
    "northwind-night": { Theme.northwindNight },
    "harbor": { Theme.harbor },
]

/// The compiled-in theme a JSON file is named after (`…/fiori-brand.json`).
func compiledTheme(named path: String) -> (() -> Theme)? {
    compiledThemes[URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent]
}

/// Keeps results alive so the optimiser cannot drop the work.
var sink = 0

/// A call the optimiser cannot see through, that does nothing with its arguments.
@inline(never) @_optimize(none)
func ignore(_ property: String, _ classPath: String, _ state: String?) -> Int { 1 }

/// What a caller reads from a property it looked up: the kind of its typed value, copied out
/// of the result (a palette colour's name, a number); opaque, so the value must be built.
@inline(never)
func kind(_ value: StyleValue?) -> Int {
    switch value {
    case nil: 0
    case .color(.palette(let style, _))?: 1 + style.utf8.count
    case .color?: 2
    case .number(let number)?: 3 + Int(number)
    default: 4
    }
}

/// Where `fdlc-bench query --call valueKept` stores each result, as a view keeps the value it
/// was styled with: the caller then owns a reference, so the lookup's result is retained.
var kept: ResolvedProperty?

/// A theme as an app object holds it, in a stored `var` (a theme manager whose theme can
/// change): each lookup through it reads the property, which copies the `Theme` it holds.
final class ThemeHolder {
    var theme: Theme
    init(_ theme: Theme) { self.theme = theme }
}

/// One lookup, as an app makes right after loading: a loaded theme must answer it.
func firstLookup(_ theme: Theme) -> Int {
    theme.color("tint-color", for: "fdlFUIKPIView", state: .disabled) == nil ? 0 : 1
}

/// The binary table beside a compiled JSON file (`fiori-brand.json` → `fiori-brand.fdlt`).
func binaryPath(beside path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("fdlt").path
}

switch mode {
case "generate":
    let megabytes = Double(option("--size", "10")!) ?? 10
    let out = option("--out", ".")!
    let name = option("--name", "theme")!
    let seed = UInt64(option("--seed", "42")!) ?? 42
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let generator = ThemeGenerator(targetBytes: Int(megabytes * 1_000_000), seed: seed)
    let (texts, stats) = generator.generate()
    for (dialect, text) in texts {
        write(text, to: "\(out)/\(name).\(dialect.fileExtension)")
    }
    print(json([("file", "\(out)/\(name).nss"), ("bytes", texts[.nss]!.utf8.count), ("definitions", stats.definitions),
                ("aliases", stats.aliases), ("rules", stats.rules), ("selectors", stats.selectors),
                ("declarations", stats.declarations), ("mediaBlocks", stats.mediaBlocks)]))

case "lintset":
    let count = Int(option("--files", "1000")!) ?? 1000
    let out = option("--out", "lintset")!
    var bytes = 0
    for index in 0..<count {
        let folder = "\(out)/team\(index % 10)/screen\(index % 7)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = ThemeGenerator(targetBytes: 5_000, seed: UInt64(1000 + index)).generate().texts[.nss]!
        bytes += text.utf8.count
        write(text, to: "\(folder)/theme\(index).nss")
    }
    print(json([("dir", out), ("files", count), ("bytes", bytes)]))

case "parse":
    let runs = Int(option("--runs", "7")!) ?? 7
    for path in arguments {
        let file = load(path)
        let megabytes = Double(file.bytes.count) / 1e6
        var errors = 0
        let seconds = median(runs) {
            let (declarations, diagnostics) = Benchmarking.parse(file)
            sink &+= declarations
            errors = diagnostics
        }
        print(json([("file", path), ("bytes", file.bytes.count), ("seconds", seconds), ("mbPerSecond", megabytes / seconds),
                    ("syntaxDiagnostics", errors)]))
    }

case "compile":
    let runs = Int(option("--runs", "5")!) ?? 5
    for path in arguments {
        let file = load(path)
        let megabytes = Double(file.bytes.count) / 1e6
        let compiler = Compiler()
        var diagnostics = 0
        var table: StyleTable?
        let parse = median(runs) { sink &+= Benchmarking.parse(file).declarations }
        let compile = median(runs) {
            let result = compiler.compile([file])
            diagnostics = result.diagnostics.count
            table = result.table
        }
        var bytes = 0
        let serialize = table.map { table in median(runs) { bytes = Benchmarking.compiledJSON(table).utf8.count } } ?? 0
        let total = compile + serialize
        print(json([("file", path), ("bytes", file.bytes.count), ("diagnostics", diagnostics),
                    ("parseSeconds", parse), ("compileSeconds", compile), ("jsonSeconds", serialize),
                    ("totalSeconds", total), ("jsonBytes", bytes),
                    ("parseMBps", megabytes / parse), ("compileMBps", megabytes / compile), ("totalMBps", megabytes / total)]))
    }

case "format":
    let runs = Int(option("--runs", "5")!) ?? 5
    let formatter = StylesheetFormatter()
    for path in arguments {
        let file = load(path)
        let megabytes = Double(file.bytes.count) / 1e6
        var formatted = ""
        let seconds = median(runs) {
            guard case .formatted(let text) = formatter.format(file) else {
                FileHandle.standardError.write("fdlc-bench: \(path) has syntax errors\n".data(using: .utf8)!)
                exit(1)
            }
            formatted = text
        }
        let again = SourceFile(path: path, text: formatted)
        let fixedPoint = median(runs) { sink &+= formatter.formatted(again)?.utf8.count ?? 0 }
        print(json([("file", path), ("bytes", file.bytes.count), ("formattedBytes", formatted.utf8.count),
                    ("seconds", seconds), ("mbPerSecond", megabytes / seconds),
                    ("formattedSeconds", fixedPoint), ("formattedMBps", Double(formatted.utf8.count) / 1e6 / fixedPoint)]))
    }

case "query":
    let lookups = Int(option("--lookups", "1000000")!) ?? 1_000_000
    let onlyCall = option("--call")
    guard let path = arguments.first else {
        print(usage)
        exit(2)
    }
    let theme: Theme
    do {
        theme = try Theme(nss: [load(path)])
    } catch {
        FileHandle.standardError.write("fdlc-bench: \(path) has errors: \(error.diagnostics.count) diagnostics\n".data(using: .utf8)!)
        exit(1)
    }
    // What an app asks: for each class the theme styles, each base property it sets, in the
    // normal state and in a state (found or falling back to normal); and a nuiClass chain.
    var queries: [QueryList.Query] = []
    var colorQueries: [QueryList.Query] = []
    let states: [String?] = [nil, "disabled", "highlighted", "selected"]
    for (classPath, style) in theme.table.classes.sorted(by: { $0.key < $1.key }) {
        for (index, (_, property)) in style.properties.sorted(by: { $0.key < $1.key }).enumerated() {
            let query = QueryList.Query(
                property: property.baseProperty, classPath: index % 5 == 4 ? "View:\(classPath)" : classPath,
                state: states[index % states.count])
            queries.append(query)
            if case .color = property.value { colorQueries.append(query) }
        }
    }
    let valueList = QueryList(queries)
    let colorList = QueryList(colorQueries)
    func measure(_ name: String, _ list: QueryList, _ lookup: (borrowing QueryList.Held) -> Int)
        -> (ns: Double, allocations: Double, hits: Int)
    {
        measure(name, list) { list.sum(lookup) }
    }
    func measure(_ name: String, _ list: QueryList, sum: () -> Int) -> (ns: Double, allocations: Double, hits: Int) {
        if let onlyCall, onlyCall != name { return (0, 0, 0) }
        let hits = sum()  // warm-up
        let rounds = max(1, lookups / list.count)
        var best = Double.infinity
        for _ in 0..<5 {
            let start = cpuNow()
            for _ in 0..<rounds { sink &+= sum() }
            best = min(best, Double(cpuNow() - start) / Double(rounds * list.count))
        }
        malloc_counter_start()
        sink &+= sum()
        let allocations = Double(malloc_counter_stop()) / Double(list.count)
        return (best, allocations, hits)
    }
    // Calibrate the counter: one Array allocation per iteration must count as one.
    var held: [[Int]] = []
    held.reserveCapacity(1000)
    malloc_counter_start()
    for index in 0..<1000 { held.append([Int](repeating: index, count: 3 + index % 5)) }
    let calibration = malloc_counter_stop()  // 1000 expected
    sink &+= held.count
    // The loop alone, with a call that does nothing: what reading each query out of the list
    // costs, which every figure includes.
    let harness = measure("harness", valueList) { ignore($0.property, $0.classPath, $0.state) }
    // The state as a string, as code that reads state names at run time passes it.
    let value = measure("value", valueList) {
        theme.value($0.property, for: $0.classPath, state: $0.state) == nil ? 0 : 1
    }
    let color = measure("color", colorList) {
        theme.color($0.property, for: $0.classPath, state: $0.state) == nil ? 0 : 1
    }
    // The state known in code: a ControlState (`.disabled`), whose place in the index was found
    // when it was made.
    let typed = measure("controlState", valueList) {
        theme.value($0.property, for: $0.classPath, state: $0.controlState) == nil ? 0 : 1
    }
    // What callers do with the result: read its typed value where the theme holds it (the
    // call is inlined, so the result is borrowed from the theme: no reference count), or keep
    // it, which retains it (and releases the one kept before).
    let typedRead = measure("valueRead", valueList) {
        kind(theme.value($0.property, for: $0.classPath, state: $0.controlState)?.value)
    }
    let typedKept = measure("valueKept", valueList) {
        kept = theme.value($0.property, for: $0.classPath, state: $0.controlState)
        return kept == nil ? 0 : 1
    }
    let holder = ThemeHolder(theme)
    let throughHolder = measure("valueHeld", valueList) {
        kind(holder.theme.value($0.property, for: $0.classPath, state: $0.controlState)?.value)
    }
    let typedColor = measure("controlStateColor", colorList) {
        theme.color($0.property, for: $0.classPath, state: $0.controlState) == nil ? 0 : 1
    }
    // Which declaration applies, as a number: the lookup without reading its result.
    let declaration = measure("declaration", valueList) {
        theme.declaration($0.property, for: $0.classPath, state: $0.controlState) == nil ? 0 : 1
    }
    // Keys made once (`ThemeKey`): the lookup reads no string and hashes nothing.
    let keyed = measure("declarationKey", valueList) {
        valueList.sum { theme.declaration($0.key, state: $1.controlState) == nil ? 0 : 1 }
    }
    let keyedRead = measure("valueKeyRead", valueList) {
        valueList.sum { kind(theme.value($0.key, state: $1.controlState)?.value) }
    }
    print(json([("file", path), ("classes", theme.table.classes.count), ("valueQueries", queries.count),
                ("valueHits", value.hits), ("valueNs", value.ns), ("valueAllocations", value.allocations),
                ("colorQueries", colorQueries.count), ("colorHits", color.hits), ("colorNs", color.ns),
                ("colorAllocations", color.allocations), ("controlStateNs", typed.ns),
                ("controlStateAllocations", typed.allocations), ("controlStateHits", typed.hits),
                ("valueReadNs", typedRead.ns), ("valueReadAllocations", typedRead.allocations),
                ("valueKeptNs", typedKept.ns), ("valueKeptAllocations", typedKept.allocations),
                ("valueHeldNs", throughHolder.ns), ("valueHeldAllocations", throughHolder.allocations),
                ("declarationKeyNs", keyed.ns), ("declarationKeyAllocations", keyed.allocations),
                ("declarationKeyHits", keyed.hits),
                ("valueKeyReadNs", keyedRead.ns), ("valueKeyReadAllocations", keyedRead.allocations),
                ("controlStateColorNs", typedColor.ns), ("controlStateColorAllocations", typedColor.allocations),
                ("controlStateColorHits", typedColor.hits),
                ("declarationNs", declaration.ns), ("declarationAllocations", declaration.allocations),
                ("declarationHits", declaration.hits), ("harnessNs", harness.ns),
                ("counterCalibration", Int(calibration))]))

case "load":
    let runs = Int(option("--runs", "21")!) ?? 21
    guard !arguments.isEmpty else {
        print(usage)
        exit(2)
    }
    for path in arguments {
        guard let generatedTheme = compiledTheme(named: path) else {
            FileHandle.standardError.write("fdlc-bench: no theme compiled in for \(path); one of \(compiledThemes.keys.sorted())\n".data(using: .utf8)!)
            exit(2)
        }
        // Each first access in a fresh process (this tool again, in mode load-once), as at launch.
        let forms = ["swift", "json", "binary"]
        var fresh: [String: [[Double]]] = [:]  // form → [wall, CPU] seconds per process
        for _ in 0..<runs {
            for form in forms {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
                process.arguments = ["load-once", form, form == "binary" ? binaryPath(beside: path) : path]
                let pipe = Pipe()
                process.standardOutput = pipe
                try process.run()
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                let figures = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                guard process.terminationStatus == 0, figures.count == 2 else {
                    FileHandle.standardError.write("fdlc-bench: load-once \(form) failed: \(output)\n".data(using: .utf8)!)
                    exit(1)
                }
                fresh[form, default: []].append(figures)
            }
        }
        func middle(_ form: String, _ column: Int) -> Double {
            let values = fresh[form]!
            return values.map { $0[column] }.sorted()[values.count / 2]
        }
        let url = URL(fileURLWithPath: path)
        let binaryURL = URL(fileURLWithPath: binaryPath(beside: path))
        let loaded = try Theme(contentsOf: url)
        let fromBinary = try Theme(contentsOf: binaryURL)
        let warmJSON = median(runs, cpu: true) { sink &+= (try? Theme(contentsOf: url)).map(firstLookup) ?? 0 }
        let warmBinary = median(runs, cpu: true) { sink &+= (try? Theme(contentsOf: binaryURL)).map(firstLookup) ?? 0 }
        let warmBinaryTable = median(runs, cpu: true) {
            sink &+= (try? Theme(contentsOf: binaryURL))?.table.classes.count ?? 0
        }
        // What the JSON and Swift forms share: indexing the table once it is built.
        let warmIndex = median(runs, cpu: true) { sink &+= Theme(table: loaded.table).table.classes.count }
        print(json([("file", path), ("bytes", (try? Data(contentsOf: url).count) ?? 0),
                    ("binaryBytes", (try? Data(contentsOf: binaryURL).count) ?? 0), ("classes", loaded.table.classes.count),
                    ("paletteOverrides", loaded.table.paletteOverrides.count),
                    ("equal", loaded == generatedTheme() && fromBinary == loaded ? "yes" : "no"), ("processes", runs),
                    ("generatedFirstAccessMicros", middle("swift", 0) * 1e6),
                    ("generatedFirstAccessCPUMicros", middle("swift", 1) * 1e6),
                    ("jsonFirstLoadMicros", middle("json", 0) * 1e6), ("jsonFirstLoadCPUMicros", middle("json", 1) * 1e6),
                    ("binaryFirstLoadMicros", middle("binary", 0) * 1e6),
                    ("binaryFirstLoadCPUMicros", middle("binary", 1) * 1e6),
                    ("jsonWarmLoadMicros", warmJSON * 1e6), ("binaryWarmLoadMicros", warmBinary * 1e6),
                    ("binaryWarmLoadWithTableMicros", warmBinaryTable * 1e6), ("indexWarmMicros", warmIndex * 1e6)]))
    }

case "load-once":
    // One first access and lookup, in this fresh process: prints its wall and CPU seconds.
    guard arguments.count == 2 else { exit(2) }
    let start = now()
    let cpuStart = cpuNow()
    guard let generatedTheme = compiledTheme(named: arguments[1]) else { exit(2) }
    let theme = arguments[0] == "swift" ? generatedTheme() : try Theme(contentsOf: URL(fileURLWithPath: arguments[1]))
    sink &+= firstLookup(theme)
    let cpu = Double(cpuNow() - cpuStart) / 1e9
    let seconds = Double(now() - start) / 1e9
    print(seconds, cpu)

default:
    print(usage)
    exit(mode == "help" || mode == "--help" ? 0 : 2)
}
if sink == 42 { print("") }
