// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Quill",
    products: [
        .executable(name: "quill", targets: ["quill"]),
        .library(name: "QuillKit", targets: ["QuillKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // libcurl's header only: the library is loaded with dlopen on first use (Sinks/README.md).
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .target(
            name: "QuillKit",
            dependencies: ["CLibEdit", "CCurl"],
            exclude: ["Sinks/README.md"]
        ),
        .executableTarget(
            name: "quill",
            dependencies: ["QuillKit"]
        ),
        // Test helpers both test targets use: a real HTTP receiver on 127.0.0.1.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            exclude: ["receiver.py"]
        ),
        .testTarget(
            name: "QuillKitTests",
            dependencies: ["QuillKit", "TestSupport"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
