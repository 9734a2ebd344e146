/// The only place that touches libcurl's C API. libcurl is not linked into quill: it is loaded
/// with dlopen(3) the first time a webhook is used, so the composer starts without it (see
/// Sources/QuillKit/Sinks/README.md for the measurement). Only the header comes from
/// libcurl4-openssl-dev. curl_easy_setopt and curl_easy_getinfo are C variadic functions, which
/// Swift cannot call; each wrapper below fixes one call's argument types.
#ifndef QUILL_CCURL_SHIM_H
#define QUILL_CCURL_SHIM_H

#include <dlfcn.h>
#include <stddef.h>
#include <curl/curl.h>

/// The libcurl functions Quill uses, looked up in the loaded library.
typedef struct quill_curl_api {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} quill_curl_api;

/// dlopen("libcurl.so.4") and dlsym of every function in `api`, then curl_global_init.
/// Returns 0 on success, -1 if the library or a function is missing (dlerror() says which).
static inline int quill_curl_load(quill_curl_api *api) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return -1;
#define QUILL_CURL_SYMBOL(field, name) \
    if ((*(void **)(&api->field) = dlsym(library, name)) == NULL) return -1;
    QUILL_CURL_SYMBOL(global_init, "curl_global_init")
    QUILL_CURL_SYMBOL(easy_init, "curl_easy_init")
    QUILL_CURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
    QUILL_CURL_SYMBOL(easy_reset, "curl_easy_reset")
    QUILL_CURL_SYMBOL(easy_perform, "curl_easy_perform")
    QUILL_CURL_SYMBOL(easy_setopt, "curl_easy_setopt")
    QUILL_CURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
    QUILL_CURL_SYMBOL(easy_strerror, "curl_easy_strerror")
    QUILL_CURL_SYMBOL(slist_append, "curl_slist_append")
    QUILL_CURL_SYMBOL(slist_free_all, "curl_slist_free_all")
#undef QUILL_CURL_SYMBOL
    return api->global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK ? 0 : -1;
}

/// The text of dlerror(3), or NULL.
static inline const char *quill_curl_load_error(void) { return dlerror(); }

/// curl_easy_init.
static inline CURL *quill_curl_easy_init(const quill_curl_api *api) { return api->easy_init(); }
/// curl_easy_cleanup.
static inline void quill_curl_easy_cleanup(const quill_curl_api *api, CURL *h) { api->easy_cleanup(h); }
/// curl_easy_reset: every option back to its default, connections kept.
static inline void quill_curl_easy_reset(const quill_curl_api *api, CURL *h) { api->easy_reset(h); }
/// curl_easy_perform.
static inline CURLcode quill_curl_easy_perform(const quill_curl_api *api, CURL *h) { return api->easy_perform(h); }
/// curl_easy_strerror.
static inline const char *quill_curl_strerror(const quill_curl_api *api, CURLcode code) {
    return api->easy_strerror(code);
}
/// curl_slist_append.
static inline struct curl_slist *quill_curl_slist_append(const quill_curl_api *api, struct curl_slist *list,
                                                         const char *text) {
    return api->slist_append(list, text);
}
/// curl_slist_free_all.
static inline void quill_curl_slist_free_all(const quill_curl_api *api, struct curl_slist *list) {
    api->slist_free_all(list);
}

/// curl_easy_setopt for an option that takes a long.
static inline CURLcode quill_curl_setopt_long(const quill_curl_api *api, CURL *h, CURLoption option, long value) {
    return api->easy_setopt(h, option, value);
}
/// curl_easy_setopt for an option that takes a C string (libcurl copies it).
static inline CURLcode quill_curl_setopt_string(const quill_curl_api *api, CURL *h, CURLoption option,
                                                const char *value) {
    return api->easy_setopt(h, option, value);
}
/// curl_easy_setopt for an option that takes a pointer (header lists, the error buffer).
static inline CURLcode quill_curl_setopt_pointer(const quill_curl_api *api, CURL *h, CURLoption option,
                                                 void *value) {
    return api->easy_setopt(h, option, value);
}
/// curl_easy_setopt(CURLOPT_POSTFIELDSIZE_LARGE).
static inline CURLcode quill_curl_setopt_body_size(const quill_curl_api *api, CURL *h, curl_off_t size) {
    return api->easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, size);
}

/// A write callback that drops the response body (libcurl's default would print it to stdout).
static inline size_t quill_curl_discard(char *data, size_t size, size_t count, void *context) {
    (void)data;
    (void)context;
    return size * count;
}
/// curl_easy_setopt(CURLOPT_WRITEFUNCTION, quill_curl_discard).
static inline CURLcode quill_curl_setopt_discard_body(const quill_curl_api *api, CURL *h) {
    return api->easy_setopt(h, CURLOPT_WRITEFUNCTION, quill_curl_discard);
}

/// curl_easy_getinfo for a long (the response code).
static inline long quill_curl_info_long(const quill_curl_api *api, CURL *h, CURLINFO info) {
    long value = 0;
    if (api->easy_getinfo(h, info, &value) != CURLE_OK) return -1;
    return value;
}
/// curl_easy_getinfo for a curl_off_t (Retry-After in seconds, -1 if none).
static inline curl_off_t quill_curl_info_off(const quill_curl_api *api, CURL *h, CURLINFO info) {
    curl_off_t value = 0;
    if (api->easy_getinfo(h, info, &value) != CURLE_OK) return -1;
    return value;
}
/// curl_easy_getinfo for a string owned by the handle (the redirect target), or NULL.
static inline const char *quill_curl_info_string(const quill_curl_api *api, CURL *h, CURLINFO info) {
    char *value = NULL;
    if (api->easy_getinfo(h, info, &value) != CURLE_OK) return NULL;
    return value;
}

#endif
