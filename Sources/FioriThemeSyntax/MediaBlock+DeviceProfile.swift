import FioriThemeCore

extension MediaBlock {
    /// Whether NUI applies this block on `profile`.
    ///
    /// The conditions are a dictionary (a repeated key: the last wins); only `device` and
    /// `orientation` are compared, case-sensitively, and any other key holds.
    func holds(on profile: DeviceProfile, in stylesheet: Stylesheet) -> Bool {
        var options: [String: String] = [:]
        for condition in conditions { options[stylesheet.text(condition.key)] = stylesheet.text(condition.value) }
        if let device = options["device"], device != profile.device.rawValue { return false }
        if let orientation = options["orientation"], orientation != profile.orientation.rawValue { return false }
        return true
    }
}

extension Stylesheet {
    /// Whether what `placement` holds applies on `profile` (everything does without one).
    package func applies(_ placement: Placement, on profile: DeviceProfile?) -> Bool {
        guard let profile, case .media(let index) = placement else { return true }
        return mediaBlocks[index].holds(on: profile, in: self)
    }

    /// Whether `styleBlock` applies on `profile` (every style block does without one).
    package func applies(_ styleBlock: StyleBlock, on profile: DeviceProfile?) -> Bool {
        guard let profile, let index = styleBlock.media else { return true }
        return mediaBlocks[index].holds(on: profile, in: self)
    }
}
