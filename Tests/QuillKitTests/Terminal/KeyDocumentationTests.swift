import Foundation
import Testing
@testable import QuillKit

/// Every function Quill adds to libedit can be rebound from `~/.editrc`, so each must be named in
/// the README and the man page.
@Suite struct KeyDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let userCommands = LineEditor.commands.map(\.name).filter { $0 != "quill-refresh" }

    @Test(arguments: userCommands)
    func functionIsDocumented(name: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let manual = try String(contentsOf: Self.root.appendingPathComponent("doc/quill.1"), encoding: .utf8)
        #expect(readme.contains("`\(name)`"))
        #expect(manual.contains(name.replacingOccurrences(of: "-", with: "\\-")))
    }
}
