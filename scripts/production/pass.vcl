vcl 4.1;

# The figures' "two instances without a cache" (bench.mjs): the same round robin over the same
# probed instances as deploy/varnish/site.vcl, and every request passed to an instance. The live
# fallback (`site_alive`) is declared because instances.vcl fills it; it is not used here.

import directors;

probe site_probe {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

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
    set req.backend_hint = site.backend();
    return (pass);
}
