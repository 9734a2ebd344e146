import CCurl

#if canImport(Glibc)
    import Glibc
#endif

/// Makes HTTP POSTs with libcurl, loaded on first use (so a composer that never posts to a
/// webhook never pays for loading it). One client keeps one handle, so the connections of a
/// `--lines` stream are reused. Redirects are not followed here: the caller decides.
final class CurlClient {
    /// What the server said, or why there was no answer.
    struct Response {
        var outcome: RetryPolicy.Outcome
        /// Where a 3xx answer points, if anywhere.
        var location: String?
    }

    private static let api: quill_curl_api? = {
        var api = quill_curl_api()
        return quill_curl_load(&api) == 0 ? api : nil
    }()

    private var api: quill_curl_api
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>

    /// Loads libcurl if needed; throws when `libcurl.so.4` is missing.
    init() throws {
        guard var api = CurlClient.api, let handle = quill_curl_easy_init(&api) else {
            throw DeliveryFailure("cannot load libcurl.so.4 (install libcurl4)", retryable: true)
        }
        self.api = api
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        quill_curl_easy_cleanup(&api, handle)
        errorBuffer.deallocate()
    }

    /// POSTs `body` to `url` with `headers` (`Name: value` lines).
    func post(url: String, headers: [String], body: String, timeoutMilliseconds: Int, insecure: Bool) -> Response {
        quill_curl_easy_reset(&api, handle)
        errorBuffer[0] = 0
        var list: UnsafeMutablePointer<curl_slist>?
        for header in headers { list = quill_curl_slist_append(&api, list, header) }
        defer { quill_curl_slist_free_all(&api, list) }
        let bytes = Array(body.utf8)
        setString(CURLOPT_URL, url)
        setString(CURLOPT_PROTOCOLS_STR, "http,https")
        setString(CURLOPT_USERAGENT, "quill/\(Quill.version)")
        setLong(CURLOPT_POST, 1)
        setLong(CURLOPT_FOLLOWLOCATION, 0)
        setLong(CURLOPT_CONNECTTIMEOUT_MS, timeoutMilliseconds)
        setLong(CURLOPT_TIMEOUT_MS, timeoutMilliseconds)
        if insecure {
            setLong(CURLOPT_SSL_VERIFYPEER, 0)
            setLong(CURLOPT_SSL_VERIFYHOST, 0)
        }
        quill_curl_setopt_pointer(&api, handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(list))
        quill_curl_setopt_pointer(&api, handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer))
        quill_curl_setopt_discard_body(&api, handle)
        quill_curl_setopt_body_size(&api, handle, curl_off_t(bytes.count))
        bytes.withUnsafeBytes { raw in
            _ = quill_curl_setopt_pointer(
                &api, handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: raw.baseAddress))
        }
        let code = quill_curl_easy_perform(&api, handle)
        guard code == CURLE_OK else {
            let generic = String(cString: quill_curl_strerror(&api, code))
            let detail = errorBuffer[0] == 0 ? generic : String(cString: errorBuffer)
            return Response(outcome: .transportError(detail, retryable: CurlClient.isRetryable(code)), location: nil)
        }
        let status = quill_curl_info_long(&api, handle, CURLINFO_RESPONSE_CODE)
        let retryAfter = quill_curl_info_off(&api, handle, CURLINFO_RETRY_AFTER)
        let location = quill_curl_info_string(&api, handle, CURLINFO_REDIRECT_URL).map { String(cString: $0) }
        return Response(
            outcome: .status(status, retryAfter: retryAfter > 0 ? Int(retryAfter) : nil), location: location)
    }

    /// Failures a retry cannot mend: a bad URL, an unsupported scheme, a certificate refused.
    static func isRetryable(_ code: CURLcode) -> Bool {
        switch code {
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_PEER_FAILED_VERIFICATION,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
            return false
        default:
            return true
        }
    }

    private func setLong(_ option: CURLoption, _ value: Int) {
        quill_curl_setopt_long(&api, handle, option, value)
    }

    private func setString(_ option: CURLoption, _ value: String) {
        quill_curl_setopt_string(&api, handle, option, value)
    }
}
