/// When a webhook delivery is tried again: network errors and 408/425/429/5xx are retried up to
/// `retries` times with exponential backoff and jitter, or after the server's `Retry-After` when it
/// asks for at most 60 s; any other status below 200 or from 300 up fails at once.
struct RetryPolicy: Equatable {
    var retries: Int
    /// The first backoff, doubled on each retry, before jitter.
    var baseDelay = 0.5
    var maximumDelay = 30.0
    var maximumRetryAfter = 60

    /// What one attempt came to.
    enum Outcome: Equatable {
        /// The server answered; `retryAfter` in seconds when it sent one.
        case status(Int, retryAfter: Int?)
        /// No answer: `retryable` is false for mistakes a retry cannot fix (a refused certificate).
        case transportError(String, retryable: Bool)
    }

    enum Verdict: Equatable {
        case delivered
        case retry(afterSeconds: Double)
        case fail(DeliveryFailure)
    }

    static func isSuccess(_ status: Int) -> Bool { (200..<300).contains(status) }

    static func isRetryable(_ status: Int) -> Bool {
        status == 408 || status == 425 || status == 429 || (500..<600).contains(status)
    }

    /// The verdict after attempt number `attempt` (1 for the first) ended in `outcome`;
    /// `jitter` is a random number in 0..<1.
    func verdict(after outcome: Outcome, attempt: Int, jitter: Double) -> Verdict {
        switch outcome {
        case .status(let code, _) where RetryPolicy.isSuccess(code):
            return .delivered
        case .status(let code, let retryAfter):
            let failure = DeliveryFailure("HTTP \(code)", retryable: RetryPolicy.isRetryable(code))
            guard failure.retryable, attempt <= retries else { return .fail(failure) }
            if let retryAfter, retryAfter > 0 {
                guard retryAfter <= maximumRetryAfter else {
                    return .fail(
                        DeliveryFailure("HTTP \(code), Retry-After \(retryAfter) s is over \(maximumRetryAfter) s"))
                }
                return .retry(afterSeconds: Double(retryAfter))
            }
            return .retry(afterSeconds: backoff(attempt: attempt, jitter: jitter))
        case .transportError(let reason, let retryable):
            guard retryable, attempt <= retries else { return .fail(DeliveryFailure(reason, retryable: retryable)) }
            return .retry(afterSeconds: backoff(attempt: attempt, jitter: jitter))
        }
    }

    /// Half the doubled delay fixed, half random ("equal jitter"), so retries from many clients spread out.
    func backoff(attempt: Int, jitter: Double) -> Double {
        let full = min(maximumDelay, baseDelay * Double(1 << min(attempt - 1, 20)))
        return full / 2 + full / 2 * jitter
    }
}
