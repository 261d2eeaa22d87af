/// A device as NUI evaluates `@media` for it: the kind of device and its orientation.
///
/// NUI compares the query's `device` with `iphone` or `ipad` and its `orientation` with
/// `portrait` or `landscape`, case-sensitively; it consolidates the stylesheet again when
/// the device rotates. ``Compiler/compile(_:device:severities:)`` compiles what one device gets.
public struct DeviceProfile: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The kind of device, as a media query names it.
    public enum Device: String, Hashable, Sendable, CaseIterable {
        /// An iPhone: `@media device:iphone`.
        case iphone
        /// An iPad: `@media device:ipad`.
        case ipad
    }

    /// The orientation, as a media query names it.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Taller than wide: `@media orientation:portrait`.
        case portrait
        /// Wider than tall: `@media orientation:landscape`.
        case landscape
    }

    /// The kind of device.
    public let device: Device
    /// Its orientation.
    public let orientation: Orientation

    /// Creates a profile.
    public init(_ device: Device, _ orientation: Orientation) {
        self.device = device
        self.orientation = orientation
    }

    /// An iPhone held upright.
    public static let iphonePortrait = DeviceProfile(.iphone, .portrait)
    /// An iPhone on its side.
    public static let iphoneLandscape = DeviceProfile(.iphone, .landscape)
    /// An iPad held upright.
    public static let ipadPortrait = DeviceProfile(.ipad, .portrait)
    /// An iPad on its side.
    public static let ipadLandscape = DeviceProfile(.ipad, .landscape)

    /// The four profiles, iPhone first.
    public static let allCases: [DeviceProfile] = [.iphonePortrait, .iphoneLandscape, .ipadPortrait, .ipadLandscape]

    /// The profile named `iphone-portrait`, `iphone-landscape`, `ipad-portrait` or `ipad-landscape`.
    public init?(name: String) {
        guard let profile = DeviceProfile.allCases.first(where: { $0.name == name }) else { return nil }
        self = profile
    }

    /// `iphone-portrait`, the name the command line takes.
    public var name: String { "\(device.rawValue)-\(orientation.rawValue)" }

    /// `iphone-portrait`.
    public var description: String { name }

    /// How messages name a set of profiles: `on iPad`, `in portrait`, `on iPhone in
    /// landscape`, or several of those joined by `and`.
    static func describe(_ profiles: Set<DeviceProfile>) -> String {
        var rest = profiles
        var parts: [String] = []
        for device in Device.allCases
        where Orientation.allCases.allSatisfy({ rest.contains(DeviceProfile(device, $0)) }) {
            parts.append("on \(device.displayName)")
            for orientation in Orientation.allCases { rest.remove(DeviceProfile(device, orientation)) }
        }
        for orientation in Orientation.allCases
        where Device.allCases.allSatisfy({ rest.contains(DeviceProfile($0, orientation)) }) {
            parts.append("in \(orientation.rawValue)")
            for device in Device.allCases { rest.remove(DeviceProfile(device, orientation)) }
        }
        for profile in DeviceProfile.allCases where rest.contains(profile) {
            parts.append("on \(profile.device.displayName) in \(profile.orientation.rawValue)")
        }
        return parts.joined(separator: " and ")
    }
}

extension DeviceProfile.Device {
    /// `iPhone`, `iPad`.
    var displayName: String { self == .iphone ? "iPhone" : "iPad" }
}
