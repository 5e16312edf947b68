import { describe, expect, it } from 'vitest';
import { instancesVcl, parseInstance } from '../../deploy/varnish/instances.mjs';

describe('instances.vcl (deploy/varnish/instances.mjs)', () => {
  it('names each instance twice, probed for readiness in the round robin and for liveness in its fallback, and the purge ACL', () => {
    const vcl = instancesVcl(
      [
        { host: '10.0.0.11', port: 3000 },
        { host: '[fd00::12]', port: 3001 },
      ],
      { purgers: ['10.0.0.0/24', '127.0.0.1'] },
    );
    expect(vcl).toContain(
      'backend instance_1 {\n    .host = "10.0.0.11";\n    .port = "3000";\n    .probe = site_probe;',
    );
    expect(vcl).toContain(
      'backend instance_1_alive {\n    .host = "10.0.0.11";\n    .port = "3000";\n    .probe = site_alive_probe;',
    );
    expect(vcl).toContain('backend instance_2 {\n    .host = "fd00::12";\n    .port = "3001";');
    expect(vcl).toContain(
      'sub vcl_init {\n    site.add_backend(instance_1);\n    site_alive.add_backend(instance_1_alive);\n    site.add_backend(instance_2);\n    site_alive.add_backend(instance_2_alive);\n}',
    );
    // Loopback always, each address once.
    expect(vcl).toContain('acl purgers {\n    "127.0.0.1";\n    "::1";\n    "10.0.0.0"/24;\n}');
  });

  it('refuses what would not compile or would open the ACL to anyone', () => {
    expect(() => instancesVcl([])).toThrow('at least one site instance');
    expect(() => instancesVcl([{ host: 'site"; } backend x {', port: 3000 }])).toThrow('not a host');
    expect(() => instancesVcl([{ host: '10.0.0.11', port: 0 }])).toThrow('not a port: 0');
    expect(() => instancesVcl([{ host: '10.0.0.11', port: 70_000 }])).toThrow('not a port');
    expect(() => instancesVcl([{ host: '10.0.0.11', port: 3000 }], { purgers: ['any'] })).toThrow(
      'not an address for the purge ACL',
    );
  });

  it('reads host:port from the command line', () => {
    expect(parseInstance('10.0.0.11:3000')).toEqual({ host: '10.0.0.11', port: 3000 });
    expect(parseInstance('[fd00::12]:3001')).toEqual({ host: '[fd00::12]', port: 3001 });
    expect(() => parseInstance('10.0.0.11')).toThrow('an instance is host:port');
  });
});
