import { describe, expect, it } from 'vitest';
import { officeEnv } from '../../main/engine/lib/office/office-standby';

describe('the environment LibreOffice runs in', () => {
  it('asks glibc for huge pages and a high mmap threshold, and keeps the rest of the environment', () => {
    const env = officeEnv({ PATH: '/bin', LANG: 'de_DE.UTF-8' });
    expect(env).toMatchObject({ PATH: '/bin', LANG: 'de_DE.UTF-8', SAL_USE_VCLPLUGIN: 'svp' });
    expect(env.GLIBC_TUNABLES).toBe('glibc.malloc.hugetlb=1');
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe(String(256 * 1024 * 1024));
    expect(env.MALLOC_TRIM_THRESHOLD_).toBe(String(256 * 1024 * 1024));
  });

  it('adds to the tunables a person set rather than replacing them, and keeps their thresholds', () => {
    const env = officeEnv({ GLIBC_TUNABLES: 'glibc.cpu.x86_shstk=off', MALLOC_MMAP_THRESHOLD_: '1048576' });
    expect(env.GLIBC_TUNABLES).toBe('glibc.cpu.x86_shstk=off:glibc.malloc.hugetlb=1');
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe('1048576');
  });
});
