import Foundation

/// The root of this repository, for tests that read `Themes/`, fixtures or `README.md`.
package let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
