import FioriTheme
import FioriThemeCompiler

extension JSONStreamWriter {
    /// Writes `value` through the writer's calls, one member and item at a time with keys in
    /// sorted order, as a streamed producer does: what tests compare with the tree's own
    /// serialisation.
    package mutating func writeMemberByMember(_ value: JSONValue) {
        switch value {
        case .array(let items):
            beginArray()
            for item in items {
                self.item()
                writeMemberByMember(item)
            }
            endArray()
        case .object(let members):
            beginObject()
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                self.key(key)
                writeMemberByMember(member)
            }
            endObject()
        default:
            self.value(value)
        }
    }
}
