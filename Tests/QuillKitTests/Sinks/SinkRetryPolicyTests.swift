import Testing

@testable import QuillKit

private let policy = RetryPolicy(retries: 3)

@Test(arguments: [200, 201, 202, 204])
func successStatusesDeliver(status: Int) {
    #expect(policy.verdict(after: .status(status, retryAfter: nil), attempt: 1, jitter: 0) == .delivered)
}

@Test(arguments: [408, 425, 429, 500, 502, 503, 504])
func retryableStatusesAreRetriedWithBackoff(status: Int) {
    #expect(
        policy.verdict(after: .status(status, retryAfter: nil), attempt: 1, jitter: 0) == .retry(afterSeconds: 0.25))
    #expect(policy.verdict(after: .status(status, retryAfter: nil), attempt: 3, jitter: 1) == .retry(afterSeconds: 2))
}

@Test(arguments: [400, 401, 403, 404, 410, 422, 301])
func otherStatusesFailAtOnce(status: Int) {
    #expect(
        policy.verdict(after: .status(status, retryAfter: nil), attempt: 1, jitter: 0)
            == .fail(DeliveryFailure("HTTP \(status)", retryable: false)))
}

@Test func retriesRunOutAfterTheConfiguredCount() {
    #expect(
        policy.verdict(after: .status(503, retryAfter: nil), attempt: 4, jitter: 0)
            == .fail(DeliveryFailure("HTTP 503")))
    #expect(
        RetryPolicy(retries: 0).verdict(after: .transportError("refused", retryable: true), attempt: 1, jitter: 0)
            == .fail(DeliveryFailure("refused")))
}

@Test func retryAfterIsHonouredUpToSixtySeconds() {
    #expect(policy.verdict(after: .status(429, retryAfter: 2), attempt: 1, jitter: 0) == .retry(afterSeconds: 2))
    #expect(policy.verdict(after: .status(503, retryAfter: 60), attempt: 1, jitter: 0) == .retry(afterSeconds: 60))
    #expect(
        policy.verdict(after: .status(429, retryAfter: 3600), attempt: 1, jitter: 0)
            == .fail(DeliveryFailure("HTTP 429, Retry-After 3600 s is over 60 s")))
}

@Test func networkErrorsAreRetriedUnlessARetryCannotHelp() {
    #expect(
        policy.verdict(after: .transportError("refused", retryable: true), attempt: 1, jitter: 0.5)
            == .retry(afterSeconds: 0.375))
    #expect(
        policy.verdict(after: .transportError("certificate", retryable: false), attempt: 1, jitter: 0)
            == .fail(DeliveryFailure("certificate", retryable: false)))
}

@Test func backoffDoublesAndIsCapped() {
    #expect((1...4).map { policy.backoff(attempt: $0, jitter: 1) } == [0.5, 1, 2, 4])
    #expect(policy.backoff(attempt: 40, jitter: 1) == 30)
    #expect(policy.backoff(attempt: 2, jitter: 0) == 0.5)
}
