import QuillKit

#if canImport(Glibc)
    import Glibc
#endif

exit(Quill.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: .current))
