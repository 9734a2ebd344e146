import Foundation
import Testing
@testable import QuillKit

@Suite struct POSIXFileTests {
    @Test(arguments: [("a/b/c.txt", "a/b"), ("/x.txt", "/"), ("/a/b", "/a"), ("name", nil)] as [(String, String?)])
    func folderOfAPath(path: String, folder: String?) {
        #expect(POSIXFile.folder(of: path) == folder)
    }

    @Test func missingFoldersAreMadePrivate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quill-folders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let deep = root.appendingPathComponent("one/two/three").path
        #expect(POSIXFile.makeFolders(deep) == nil)
        #expect(POSIXFile.makeFolders(deep) == nil)
        let mode = try FileManager.default.attributesOfItem(atPath: deep)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        let blocked = try #require(POSIXFile.makeFolders("/dev/null/inside"))
        #expect(blocked.folder == "/dev/null/inside")
        #expect(blocked.error == ENOTDIR)
    }

    @Test func readAllReadsEverything() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = [UInt8](repeating: 0x61, count: 200_000)
        let writeEnd = fds[1]
        let writer = Thread {
            bytes.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
            close(writeEnd)
        }
        writer.start()
        let read = POSIXFile.readAll(fds[0])
        close(fds[0])
        #expect(read == bytes)
    }
}
