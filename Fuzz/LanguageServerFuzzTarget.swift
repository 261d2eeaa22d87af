import FioriTheme
import FioriThemeLanguageServer

/// The libFuzzer entry point of `Scripts/fuzz --lsp`: one input is a byte stream a client
/// might send to `fdlc lsp`, read by the real ``MessageReader`` in chunks whose size the
/// input's first byte picks, and handled by a ``LanguageServer`` that was initialized first,
/// in batches (as `fdlc lsp` reads messages that arrive together) whose size the second byte
/// picks, with the scheduled checks run after each batch.
///
/// Then the framing mutation: the input becomes the body of a malformed frame (missing,
/// negative, duplicate or non-numeric `Content-Length`, or garbage before a header, chosen
/// by the input's third byte), followed by one good request; a fresh server must answer it.
///
/// What must hold, or the target traps (a finding): no trap or memory error anywhere in the
/// reader or the server; the reader ends, having made progress on every frame (at most one
/// frame per input byte, plus one); every message the server writes is framed with the
/// right `Content-Length` and its body is a JSON object; the request after a malformed frame
/// is answered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let chunk = 1 + Int(bytes.first ?? 0) % 64
    let batchSize = 1 + Int(bytes.dropFirst().first ?? 0) % 4
    var output: [UInt8] = []
    let server = LanguageServer(version: "fuzz", send: { output += $0 }, log: { _ in })
    server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
    var reader = chunkedReader(bytes, chunk: chunk)
    var frames = 0
    var batch: [MessageReader.Frame] = []
    while let frame = reader.next() {
        frames += 1
        if frames > bytes.count + 1 { fatalError("the reader does not progress: \(frames) frames from \(bytes.count) bytes") }
        batch.append(frame)
        guard batch.count == batchSize else { continue }
        server.handle(batch: batch)
        batch = []
        server.checkPending()
        if server.exitStatus != nil { break }
    }
    if server.exitStatus == nil, !batch.isEmpty { server.handle(batch: batch) }
    checkFraming(output)
    checkResynchronisation(after: bytes, chunk: chunk)
    return 0
}

/// A reader of `bytes`, `chunk` bytes at a time.
private func chunkedReader(_ bytes: [UInt8], chunk: Int) -> MessageReader {
    var pending = bytes[...]
    return MessageReader { count in
        let piece = Array(pending.prefix(min(count, chunk)))
        pending = pending.dropFirst(piece.count)
        return piece
    }
}

/// Traps unless a fresh server answers a good request sent after a malformed frame whose
/// body is `bytes` (with any `Content-Length:` in them defused, so the body cannot frame one).
private func checkResynchronisation(after bytes: [UInt8], chunk: Int) {
    var body = bytes
    let pattern = Array("content-length:".utf8)
    var index = 0
    while index + pattern.count <= body.count {
        if zip(body[index...], pattern).allSatisfy({ ($0 | 0x20) == ($1 | 0x20) }) { body[index + pattern.count - 1] = UInt8(ascii: "=") }
        index += 1
    }
    let headers = ["Content-Type: x\r\n\r\n", "Content-Length: -\(body.count)\r\n\r\n",
                   "Content-Length: \(body.count)\r\nContent-Length: \(body.count + 1)\r\n\r\n",
                   "Content-Length: \(body.count)x\r\n\r\n", ""]
    let header = headers[Int(bytes.dropFirst(2).first ?? 0) % headers.count]
    let good = #"{"jsonrpc":"2.0","id":"canary","method":"shutdown"}"#
    let stream = Array(header.utf8) + body + Array("Content-Length: \(good.utf8.count)\r\n\r\n\(good)".utf8)
    var output: [UInt8] = []
    let server = LanguageServer(version: "fuzz", send: { output += $0 }, log: { _ in })
    server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
    var reader = chunkedReader(stream, chunk: chunk)
    while let frame = reader.next() { server.handle(frame) }
    guard String(decoding: output, as: UTF8.self).contains(#""id":"canary","jsonrpc":"2.0","result":null"#) else {
        fatalError("the request after a malformed frame was not answered")
    }
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
