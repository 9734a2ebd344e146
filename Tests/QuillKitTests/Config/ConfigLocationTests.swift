import Testing

@testable import QuillKit

private let home = ["HOME": "/h"]

@Test func flagComesFirst() {
    let found = ConfigLocation.find(
        flag: "~/other", environment: home.merging(["QUILL_CONFIG": "/env"]) { $1 }, exists: { _ in true })
    #expect(found == ConfigLocation(path: "/h/other", source: .flag))
    #expect(found?.isRequired == true)
}

@Test func environmentComesSecond() {
    let found = ConfigLocation.find(
        flag: nil, environment: home.merging(["QUILL_CONFIG": "/env"]) { $1 }, exists: { _ in true })
    #expect(found == ConfigLocation(path: "/env", source: .environment))
}

@Test func homeDotfileBeatsXDG() {
    #expect(ConfigLocation.find(flag: nil, environment: home, exists: { _ in true })?.path == "/h/.quillrc")
}

@Test func xdgIsUsedWhenThereIsNoDotfile() {
    let exists = { (path: String) in path != "/h/.quillrc" }
    #expect(ConfigLocation.find(flag: nil, environment: home, exists: exists)?.path == "/h/.config/quill/config")
    let xdg = home.merging(["XDG_CONFIG_HOME": "/x"]) { $1 }
    #expect(ConfigLocation.find(flag: nil, environment: xdg, exists: exists)?.path == "/x/quill/config")
}

@Test func noFileMeansDefaults() {
    #expect(ConfigLocation.find(flag: nil, environment: home, exists: { _ in false }) == nil)
}
