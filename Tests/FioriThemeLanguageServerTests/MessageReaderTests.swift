import FioriThemeLanguageServer
import Testing

@Suite("Content-Length framing")
struct MessageReaderTests {
    /// Every frame of `input`, fed `chunk` bytes at a time.
    func frames(_ input: String, chunk: Int = 1 << 20) -> [MessageReader.Frame] {
        frames(bytes: Array(input.utf8), chunk: chunk)
    }

    func frames(bytes: [UInt8], chunk: Int = 1 << 20) -> [MessageReader.Frame] {
        var pending = bytes[...]
        var reader = MessageReader { count in
            let piece = Array(pending.prefix(min(count, chunk)))
            pending = pending.dropFirst(piece.count)
            return piece
        }
        var found: [MessageReader.Frame] = []
        while let frame = reader.next() { found.append(frame) }
        return found
    }

    func message(_ text: String) -> MessageReader.Frame { .message(Array(text.utf8)) }

    @Test("messages back to back, whole or one byte at a time")
    func backToBack() {
        let input = "Content-Length: 2\r\n\r\n{}Content-Length: 7\r\n\r\n[1,2,3]"
        #expect(frames(input) == [message("{}"), message("[1,2,3]")])
        #expect(frames(input, chunk: 1) == [message("{}"), message("[1,2,3]")])
    }

    @Test("header names in any case, other headers ignored, bare LF accepted, blank lines between messages")
    func lenientHeaders() {
        let input =
            "content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
            + "\r\n\nCONTENT-LENGTH:3\n\n[1]"
        #expect(frames(input) == [message("{}"), message("[1]")])
    }

    @Test("a body counts bytes, not characters")
    func bytesNotCharacters() {
        #expect(
            frames("Content-Length: 8\r\n\r\n\"é😀\"Content-Length: 2\r\n\r\n{}")
                == [message("\"é😀\""), message("{}")])
    }

    @Test("a header without Content-Length is skipped, and the next message is read")
    func missingLength() {
        #expect(
            frames("Content-Type: x\r\n\r\nContent-Length: 2\r\n\r\n{}")
                == [.malformed("a message header without 'Content-Length'"), message("{}")])
    }

    @Test("an invalid Content-Length is skipped", arguments: ["abc", "-1", "12x", "", "99999999999999999999999"])
    func invalidLength(_ value: String) {
        let found = frames("Content-Length: \(value)\r\n\r\nContent-Length: 2\r\n\r\n{}")
        #expect(found.count == 2)
        #expect(found.last == message("{}"))
        guard case .malformed(let reason) = found.first else {
            Issue.record("expected a malformed frame")
            return
        }
        #expect(reason.hasPrefix("an invalid 'Content-Length'"))
    }

    @Test("a header line without a colon is malformed")
    func noColon() {
        #expect(
            frames("garbage\r\n\r\nContent-Length: 2\r\n\r\n{}")
                == [.malformed("a message header line without ':'"), message("{}")])
    }

    @Test("an endless header line is cut at the limit and reading goes on")
    func endlessHeader() {
        let found = frames(String(repeating: "x", count: 20_000) + "\nContent-Length: 2\r\n\r\n{}", chunk: 1000)
        #expect(found.first == .malformed("a message header longer than \(MessageReader.maximumHeaderLength) bytes"))
        #expect(found.last == message("{}"))
        #expect(found.count <= 4)
    }

    @Test("the input ending inside a header or body is reported once, then the end")
    func truncated() {
        #expect(frames("Content-Length: 10\r\n\r\n{}") == [.malformed("the input ended inside a message body")])
        #expect(frames("Content-Length: 10\r\n") == [.malformed("the input ended inside a message header")])
        #expect(frames("Content-Len") == [.malformed("the input ended inside a message header")])
        #expect(frames("") == [])
        #expect(frames("\r\n\r\n") == [])
    }

    @Test("a body over the limit is skipped unread")
    func hugeBody() {
        let length = MessageReader.maximumBodyLength + 1
        var bytes = Array("Content-Length: \(length)\r\n\r\n".utf8)
        bytes += [UInt8](repeating: 0x20, count: length)
        bytes += Array("Content-Length: 2\r\n\r\n{}".utf8)
        let found = frames(bytes: bytes)
        #expect(found.count == 2)
        #expect(found.last == message("{}"))
    }
}

@Suite("Content-Length framing: resynchronising after a malformed frame")
struct MessageReaderResyncTests {
    let good = "Content-Length: 2\r\n\r\n{}"
    let body = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#

    func frames(_ input: String, chunk: Int) -> [MessageReader.Frame] {
        MessageReaderTests().frames(input, chunk: chunk)
    }

    /// The malformed frames' reasons and the messages, in order.
    func summary(_ frames: [MessageReader.Frame]) -> [String] {
        frames.map { frame in
            switch frame {
            case .message(let bytes): "message " + String(decoding: bytes, as: UTF8.self)
            case .malformed: "malformed"
            }
        }
    }

    @Test(
        "a bad header followed by its body: the body is skipped and the next message read, whole or byte by byte",
        arguments: [
            "Content-Type: x", "Content-Length: -5", "Content-Length: 0x10", "Content-Length: ",
            "Content-Length: 44\r\nContent-Length: 45", "X: 1\r\nbad line",
        ])
    func badHeaderWithBody(_ header: String) {
        for chunk in [1, 7, 1 << 20] {
            let found = frames(header + "\r\n\r\n" + body + good, chunk: chunk)
            #expect(summary(found) == ["malformed", "message {}"], "chunk \(chunk)")
        }
    }

    @Test("two equal Content-Length headers are one")
    func equalDuplicates() {
        #expect(summary(frames("Content-Length: 2\r\ncontent-length: 2\r\n\r\n{}", chunk: 3)) == ["message {}"])
    }

    @Test("garbage before a header, on its line or on lines of its own, is skipped")
    func garbageBefore() {
        for garbage in ["xyz", "{\"a\":1}", "garbage\r\nmore: garbage\r\n{\r\n", String(repeating: "z", count: 20_000)]
        {
            for chunk in [1, 1000, 1 << 20] where chunk > 1 || garbage.count < 100 {
                #expect(
                    summary(frames(garbage + good + good, chunk: chunk)) == ["malformed", "message {}", "message {}"],
                    "\(garbage.prefix(20)) chunk \(chunk)")
            }
        }
    }

    @Test("a header that the body of a frame without one runs into is found, even inside another header's value")
    func headerInsideValue() {
        // Found by the LSP fuzz target: the garbage reads as a header named 'documentSymbolProvt'.
        for garbage in ["documentSymbolProvt:e n", "X-Other: 1 ", "Content-Length: 5x"] {
            for chunk in [1, 7, 1 << 20] {
                #expect(
                    summary(frames(garbage + good, chunk: chunk)) == ["malformed", "message {}"],
                    "\(garbage) chunk \(chunk)")
            }
        }
    }

    @Test("a long body of a malformed frame runs into the next header: it is still found")
    func longBadBody() {
        let long = "Content-Length: -1\r\n\r\n" + String(repeating: "y", count: 30_000) + good
        #expect(summary(frames(long, chunk: 999)) == ["malformed", "message {}"])
    }

    @Test("Content-Length in another case is found when resynchronising; nothing after a bad frame is the end")
    func caseAndEnd() {
        #expect(
            summary(frames("Content-Length: x\r\n\r\nabcCONTENT-length: 2\r\n\r\n{}", chunk: 2)) == [
                "malformed", "message {}",
            ])
        #expect(summary(frames("Content-Length: x\r\n\r\n" + body, chunk: 5)) == ["malformed"])
    }
}
