import Testing

@testable import FioriThemeCompiler
@testable import FioriThemeCore
@testable import FioriThemeSyntax

@Suite("Device profiles")
struct DeviceProfileTests {
    @Test("profiles are named as the command line takes them")
    func names() {
        #expect(
            DeviceProfile.allCases.map(\.name) == [
                "iphone-portrait", "iphone-landscape", "ipad-portrait", "ipad-landscape",
            ])
        #expect(DeviceProfile(name: "ipad-landscape") == .ipadLandscape)
        #expect(DeviceProfile(name: "ipad") == nil)
    }

    @Test("a set of profiles is named as briefly as it can be")
    func describe() {
        #expect(DeviceProfile.describe([.ipadPortrait, .ipadLandscape]) == "on iPad")
        #expect(DeviceProfile.describe([.iphonePortrait, .ipadPortrait]) == "in portrait")
        #expect(DeviceProfile.describe([.iphoneLandscape]) == "on iPhone in landscape")
        #expect(
            DeviceProfile.describe([.iphonePortrait, .iphoneLandscape, .ipadLandscape])
                == "on iPhone and on iPad in landscape")
    }

    @Test(
        "a media block holds as NUI evaluates it",
        arguments: [
            ("(device:ipad)", [DeviceProfile.ipadPortrait, .ipadLandscape]),
            ("(orientation:landscape)", [.iphoneLandscape, .ipadLandscape]),
            ("(device:iphone) and (orientation:portrait)", [.iphonePortrait]),
            ("(device:ipad) and (device:iphone)", [.iphonePortrait, .iphoneLandscape]),
            ("(theme:dark)", DeviceProfile.allCases),
            ("(device:iPad)", []),
        ])
    func holds(query: String, profiles: [DeviceProfile]) {
        let (stylesheet, _) = parse("@media \(query) { }")
        let block = stylesheet.mediaBlocks[0]
        #expect(DeviceProfile.allCases.filter { block.holds(on: $0, in: stylesheet) } == profiles)
    }
}
