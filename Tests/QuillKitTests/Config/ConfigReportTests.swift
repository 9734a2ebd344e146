import Testing

@testable import QuillKit

@Test func showListsEverySettingWithItsOriginAndRedactsSecrets() throws {
    let text = """
        prompt = "> "
        to = team
        [sink "team"]
        url = slack+https://hooks.slack.com/services/T0/B0/SECRET
        timeout = 5s
        header = Authorization: Bearer SECRET
        """
    var effective = EffectiveSettings()
    try effective.apply(
        ConfigSyntax.parse(text, path: "/h/.quillrc", environment: [:]), path: "/h/.quillrc", home: "/h")
    try effective.applyEnvironment(["QUILL_CHAR_LIMIT": "140"], home: "/h")
    effective.applyFlags(try Arguments.parse(["--placeholder", "Say $1 # now"]))
    #expect(
        ConfigReport.show(effective) == """
            # config file: /h/.quillrc
            placeholder = "Say $$1 # now"           # flag --placeholder
            placeholder-style = dim                 # default
            prompt = "> "                           # /h/.quillrc:1
            submit = enter                          # default
            editor = emacs                          # default
            char-limit = 140                        # env QUILL_CHAR_LIMIT
            history-size = 1000                     # default
            to = team                               # /h/.quillrc:2
            editrc = ~/.editrc                      # default

            [sink "team"]
            url = slack+https://hooks.slack.com/services/… # /h/.quillrc:4
            timeout = 5s                            # /h/.quillrc:5
            retries = 3                             # default
            header = Authorization: …               # /h/.quillrc:6

            """)
}

@Test(arguments: ["plain", " edges ", "a # b", "two\nlines", "$HOME", "\"quoted\"", "", "tab\there", "#ff8800"])
func shownValuesReadBackTheSame(value: String) throws {
    let line = "prompt = " + ConfigReport.quoted(value)
    let document = try ConfigSyntax.parse(line, path: "rc", environment: [:])
    #expect(document.entries.first?.value == value)
}

@Test(arguments: ["dim", "dim italic", "bold underline gray", "italic 208", "dim #ff8800"])
func stylesReadBackTheSame(text: String) throws {
    #expect(ConfigReport.styleText(try TextStyle.parse(text)) == text)
}
