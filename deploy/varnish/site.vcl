vcl 4.1;

# Varnish (Debian's varnish 7.1) in front of N instances of the site (apps/web/server.mjs).
# deploy/README.md explains the topology; each decision below says why in a line or two.
#
# What a deployment supplies:
#   - instances.vcl, beside this file (or in vcl_path): the instances as backends, each with
#     `.probe = site_probe`, added to the director `site` in a `sub vcl_init`, and `acl purgers` (the
#     addresses a ban may come from). `node deploy/varnish/instances.mjs 10.0.0.11:3000 10.0.0.12:3000`
#     writes it; instances.example.vcl shows its shape.
#   - VARNISH_PURGE_SECRET in varnishd's environment (24+ characters), the same as each instance's:
#     the key a ban or purge must carry in X-Purge-Secret.
#
# What the site says, and this VCL follows (apps/web/src/site/cacheControl.mjs):
#   - Cache-Control: s-maxage is the time to live here (Varnish reads it before max-age);
#     stale-while-revalidate how long a stale copy is served while a fresh one is fetched behind it;
#     stale-if-error how long a stale copy stands in when the origin fails (the grace);
#     private / no-store: never stored (a preview, a token link, a page rendered without the CMS).
#   - Vary: Accept-Encoding alone (nothing else of a request changes a page); Varnish keeps one copy
#     per variant, with the request headers reduced below to what matters.

import cookie;
import directors;
import purge;
import std;

# The instance's readiness (apps/web/src/site/readiness.ts): 200 while it can render a page (the CMS
# answers it, or it holds a fresh copy of what every page shows), 503 otherwise. An instance that
# cannot render leaves the round robin within two seconds and comes back within two once it can; a
# dead or hung one goes as fast. /readyz answers within 0.8 s even without the CMS, so a timeout
# here means the instance itself is stuck.
probe site_probe {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# Liveness (/healthz: the process answers), for the fallback director `site_alive` (the same
# instances): while no instance is ready (the CMS down for all of them), the live ones still get
# what needs no CMS (the /_astro/ files a page from grace loads, the site's own 503 page for a page
# stored nowhere) instead of every request failing in Varnish.
probe site_alive_probe {
    .url = "/healthz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

sub vcl_init {
    new site = directors.round_robin();
    new site_alive = directors.round_robin();
}

include "instances.vcl";

sub vcl_recv {
    # Headers this VCL passes between its own steps: never taken from a client.
    if (req.restarts == 0) {
        unset req.http.X-Serve-Stale;
        unset req.http.X-Refresh;
        unset req.http.X-Cache-Result;
    }
    set req.backend_hint = site.backend();
    if (!std.healthy(req.backend_hint)) {
        set req.backend_hint = site_alive.backend();
    }

    # After a fetch failed (vcl_synth): any stored copy within its grace (the page's stale-if-error).
    # A copy past its stale-while-revalidate (vcl_hit): looked up again without grace, so fetched.
    if (req.http.X-Serve-Stale) {
        set req.grace = 3650d;
    } elsif (req.http.X-Refresh) {
        set req.grace = 0s;
    }

    if (req.method == "BAN" || req.method == "PURGE") {
        call purge_request;
    }

    # Only GET and HEAD are ever cached; anything else goes to an instance untouched.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The site's endpoints (the CMS's purge path among them), the editors' preview link, and the
    # instance's health answers (what one instance says of itself now, never a stored copy).
    if (req.url ~ "^/api/" || req.url ~ "^/nahled(\?|$)" || req.url ~ "^/(healthz|readyz)(\?|$)") {
        return (pass);
    }

    # Campaign parameters change nothing on the server (analytics reads them in the browser, from the
    # address it still has): one stored page for every campaign link.
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid|msclkid)=") {
        set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|gclid|fbclid|msclkid)=[^&]*(&|$)", "");
        set req.url = regsub(req.url, "[?&]$", "");
    }

    # Cookies. An editor in preview (site_preview) sees drafts: past the cache, every cookie intact.
    cookie.parse(req.http.Cookie);
    if (cookie.isset("site_preview")) {
        return (pass);
    }
    # The preview cookie is the only one the server reads (the consent banner is decided in the
    # browser: apps/web/src/site/consentEarly.ts). The consent, analytics and any other cookie stay in
    # the visitor's browser, where they are read; sent on, they would only make each visitor's request
    # a cache key of its own (the built-in VCL passes any request with a Cookie).
    unset req.http.Cookie;

    # A search with its query (apps/web/src/search/searchAddress.ts): what a visitor types may be
    # personal data, and the results are theirs alone. Passed (without the cookies, as above), so that
    # no object and no hit-for-miss is kept under its address; the form without a query stays cached.
    if (req.url ~ "^/hledat/?\?") {
        return (pass);
    }
    # Then the built-in rules: Host required (and lowercased), a request with Authorization passed,
    # anything else looked up.
}

sub purge_request {
    # Only from the instances' addresses, and with the key: a visitor can neither ban nor purge.
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    if (std.getenv("VARNISH_PURGE_SECRET") !~ "^.{24,}$"
        || req.http.X-Purge-Secret != std.getenv("VARNISH_PURGE_SECRET")) {
        return (synth(403, "Forbidden"));
    }
    if (req.method == "PURGE") {
        # One address, every stored variant of it (vcl_hit, vcl_miss). For operators: the site bans.
        # `X-Purge-Soft: 1` only expires it: the next visitor gets the copy while a fresh one is
        # fetched, and it still stands in if the origin fails.
        return (hash);
    }
    if (req.http.X-Ban-Scope == "all") {
        # A change of the navigation or the footer: every page shows them.
        if (std.ban("obj.status != 0")) {
            return (synth(200, "Banned"));
        }
        return (synth(500, std.ban_error()));
    }
    # One path, whatever its query and its variants: every stored object carries its path (X-Path).
    if (req.url !~ "^/[^?#\s]*$") {
        return (synth(400, "A ban names one path, without a query"));
    }
    if (std.ban("obj.http.X-Path == " + regsub(req.url, "(.)/+$", "\1"))) {
        return (synth(200, "Banned"));
    }
    return (synth(500, std.ban_error()));
}

sub vcl_hash {
    # The site sends HSTS only to a request that came over HTTPS (X-Forwarded-Proto from the TLS
    # proxy in front): a copy made for plain HTTP must never answer an HTTPS request.
    if (req.http.X-Forwarded-Proto ~ "(?i)^https") {
        hash_data("https");
    }
}

sub vcl_hit {
    if (req.method == "PURGE") {
        call purge_object;
    }
    if (obj.ttl >= 0s) {
        set req.http.X-Cache-Result = "HIT";
        return (deliver);
    }
    # Stale, within the page's stale-while-revalidate: this copy now, a fresh one fetched behind it.
    # Or the origin has just failed (X-Serve-Stale): any copy within the grace, its stale-if-error.
    if (req.http.X-Serve-Stale
        || obj.ttl + std.duration(obj.http.X-Stale-While-Revalidate + "s", 0s) > 0s) {
        set req.http.X-Cache-Result = "STALE";
        return (deliver);
    }
    # Older: the visitor waits for a fresh page, and gets this copy only if the origin fails.
    set req.http.X-Refresh = "1";
    return (restart);
}

sub vcl_miss {
    if (req.method == "PURGE") {
        call purge_object;
    }
    set req.http.X-Cache-Result = "MISS";
}

sub purge_object {
    if (req.http.X-Purge-Soft == "1") {
        purge.soft(0s);
    } else {
        purge.hard();
    }
    return (synth(200, "Purged"));
}

sub vcl_pass {
    set req.http.X-Cache-Result = "PASS";
}

sub vcl_backend_fetch {
    # A retry goes to the next instance of the round robin: a ready one, or while none is, a live one.
    if (std.healthy(site.backend())) {
        set bereq.backend = site.backend();
    } else {
        set bereq.backend = site_alive.backend();
    }
    unset bereq.http.X-Cache-Result;
}

sub vcl_backend_response {
    # The path without query or trailing slash: what a ban from the site names (purge_request).
    set beresp.http.X-Path = regsub(regsub(bereq.url, "\?.*$", ""), "(.)/+$", "\1");

    # What would replace a stored copy with worse: an error of the origin (its 503 page while the CMS
    # is down), or a page it says must not be shared (one rendered without the CMS's navigation).
    # Behind a stale copy the fetch is dropped and the copy stays. A visitor's own fetch is dropped
    # too, and vcl_synth looks again with the whole grace; only when no copy is there does the
    # visitor get the origin's answer (X-Serve-Stale), never stored.
    if (beresp.status >= 500
        || ((bereq.is_bgfetch || bereq.http.X-Refresh)
            && beresp.http.Cache-Control ~ "(?i)(private|no-store)")) {
        if (bereq.is_bgfetch || !bereq.http.X-Serve-Stale) {
            return (abandon);
        }
    }
    if (beresp.status >= 500) {
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }

    # The grace is the longer of stale-while-revalidate (Varnish reads it) and stale-if-error (it does
    # not); vcl_hit tells the two apart by the page's own stale-while-revalidate, kept here.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.http.X-Stale-While-Revalidate =
            regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=(\d+).*$", "\1");
    }
    if (beresp.http.Cache-Control ~ "stale-if-error=\d+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "^.*stale-if-error=(\d+).*$", "\1") + "s", beresp.grace);
    }

    # A page arrives whole before it is delivered: if an instance dies halfway through, the fetch
    # fails before the visitor has a byte and is tried again (vcl_synth); streamed, the visitor would
    # get half a page. It costs a visitor on a miss the head-start of a streamed page.
    if (beresp.http.Content-Type ~ "^text/html") {
        set beresp.do_stream = false;
    }
    # Then the built-in rules: private, no-store, Set-Cookie or Vary: * are never stored.
}

sub vcl_backend_error {
    # The instance did not answer (down, refused, timed out): the next one, for a request that is safe
    # to repeat. The probe takes a dead one out of the director within two seconds.
    if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 2) {
        return (retry);
    }
    if (bereq.is_bgfetch || !bereq.http.X-Serve-Stale) {
        return (abandon);
    }
    # No instance answered and no copy is stored: Varnish's own page, in Czech.
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    set beresp.http.Content-Type = "text/html; charset=utf-8";
    set beresp.http.Retry-After = "30";
    set beresp.http.Cache-Control = "no-store";
    set beresp.body = {"<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Web je dočasně nedostupný</title></head><body><h1>Web je dočasně nedostupný</h1><p>Omlouváme se, stránku teď nelze zobrazit. Zkuste to prosím za chvíli znovu.</p></body></html>"};
    return (deliver);
}

sub vcl_synth {
    # A visitor's fetch was dropped above: once more, with the whole grace, for a stored copy (without
    # one, the origin's own answer).
    if (resp.status == 503 && req.method != "BAN" && req.method != "PURGE"
        && !req.http.X-Serve-Stale && req.restarts < 3) {
        set req.http.X-Serve-Stale = "1";
        return (restart);
    }
    if (resp.status == 503) {
        set resp.http.Content-Type = "text/html; charset=utf-8";
        set resp.http.Retry-After = "30";
        set resp.body = {"<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Web je dočasně nedostupný</title></head><body><h1>Web je dočasně nedostupný</h1><p>Omlouváme se, stránku teď nelze zobrazit. Zkuste to prosím za chvíli znovu.</p></body></html>"};
    }
    set resp.http.Cache-Control = "no-store";
    set req.http.X-Cache-Result = "SYNTH";
}

sub vcl_deliver {
    # For the tests and operators: HIT (a fresh copy), STALE (a copy in grace), MISS, PASS, SYNTH.
    set resp.http.X-Cache = req.http.X-Cache-Result;
    unset resp.http.X-Path;
    unset resp.http.X-Stale-While-Revalidate;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
}
