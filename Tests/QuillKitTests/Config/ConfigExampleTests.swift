import Testing

@testable import QuillKit

/// The repository's `config/quillrc`.
private let examplePath: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/") + "/config/quillrc"
}()

@Test func exampleDotfileParsesAndSetsEveryKey() throws {
    let (text, _) = try ConfigLoader.readFile(examplePath)
    let environment = ["SLACK_WEBHOOK": "T0/B0/XYZ", "BOT_HOOK": "h", "BOT_TOKEN": "t"]
    let document = try ConfigSyntax.parse(text, path: examplePath, environment: environment)
    var effective = EffectiveSettings()
    try effective.apply(document, path: examplePath, home: "/h")
    let generalKeys = Set(document.entries.filter { $0.section == nil }.map(\.key))
    let sinkKeys = Set(document.entries.filter { $0.section != nil }.map(\.key))
    #expect(generalKeys == Set(ConfigKeys.general))
    #expect(sinkKeys == Set(ConfigKeys.sink))
    #expect(effective.settings.sink(named: "team")?.url == "slack+https://hooks.slack.com/services/T0/B0/XYZ")
    #expect(effective.settings.to == ["team", "log"])
}
