import FioriTheme
import FioriThemeLanguageServer

/// The libFuzzer entry point of `Scripts/fuzz --lsp`: one input is a byte stream a client
/// might send to `fdlc lsp`, read by the real ``MessageReader`` in chunks whose size the
/// input's first byte picks, and handled by a ``LanguageServer`` that was initialized first.
///
/// What must hold, or the target traps (a finding): no trap or memory error anywhere in the
/// reader or the server; the reader ends, having made progress on every frame (at most one
/// frame per input byte, plus one); every message the server writes is framed with the
/// right `Content-Length` and its body is a JSON object.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let chunk = 1 + Int(bytes.first ?? 0) % 64
    var output: [UInt8] = []
    let server = LanguageServer(version: "fuzz", send: { output += $0 }, log: { _ in })
    server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
    var pending = bytes[...]
    var reader = MessageReader { count in
        let piece = Array(pending.prefix(min(count, chunk)))
        pending = pending.dropFirst(piece.count)
        return piece
    }
    var frames = 0
    while let frame = reader.next() {
        frames += 1
        if frames > bytes.count + 1 { fatalError("the reader does not progress: \(frames) frames from \(bytes.count) bytes") }
        server.handle(frame)
        if server.exitStatus != nil { break }
    }
    checkFraming(output)
    return 0
}

/// Traps unless `output` is a sequence of `Content-Length: N\r\n\r\n` + N bytes of a JSON object.
private func checkFraming(_ output: [UInt8]) {
    var index = 0
    let prefix = Array("Content-Length: ".utf8)
    while index < output.count {
        guard output[index...].starts(with: prefix) else { fatalError("output without a header at byte \(index)") }
        var cursor = index + prefix.count
        var length = 0
        while cursor < output.count, output[cursor] >= 0x30, output[cursor] <= 0x39 {
            length = length * 10 + Int(output[cursor] - 0x30)
            cursor += 1
        }
        guard output[cursor...].starts(with: Array("\r\n\r\n".utf8)), cursor + 4 + length <= output.count else {
            fatalError("a malformed header or a short body at byte \(index)")
        }
        let body = Array(output[(cursor + 4)..<(cursor + 4 + length)])
        guard let node = try? JSONReader.parse(body), case .object = node.value else {
            fatalError("a body that is not a json object: \(String(decoding: body, as: UTF8.self))")
        }
        index = cursor + 4 + length
    }
}
