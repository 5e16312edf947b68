export declare const ROUTE_HEADER: 'x-site-route';
