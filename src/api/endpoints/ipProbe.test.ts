import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateAddress, IP_PROBE_STUNS, IP_PROBE_TIMEOUT_MS, probeRealIps, type ProbeConnection } from './ipProbe';

/** A peer connection that gathers what the test tells it to. */
class FakeConnection implements ProbeConnection {
  onicecandidate: ProbeConnection['onicecandidate'] = null;
  onicegatheringstatechange: ProbeConnection['onicegatheringstatechange'] = null;
  iceGatheringState = 'new';
  closed = false;
  constructor(readonly config: { iceServers: Array<{ urls: string[] }> }, private readonly offer: Promise<void> = Promise.resolve()) {}
  createDataChannel() {
    return {};
  }
  async createOffer() {
    await this.offer;
    return { type: 'offer', sdp: 'v=0' };
  }
  async setLocalDescription() {
    this.iceGatheringState = 'gathering';
  }
  close() {
    this.closed = true;
  }
  candidate(line: string, address?: string) {
    this.onicecandidate?.({ candidate: { candidate: line, ...(address !== undefined ? { address } : {}) } });
  }
  complete() {
    this.iceGatheringState = 'complete';
    this.onicegatheringstatechange?.();
  }
}

describe('the real-IP probe (SPEC sections 4, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the STUN servers and reports the distinct IP addresses when gathering completes', async () => {
    let fake!: FakeConnection;
    const probe = probeRealIps({ connect: (config) => (fake = new FakeConnection(config)) });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.config.iceServers[0]!.urls).toEqual([...IP_PROBE_STUNS]);
    fake.candidate('candidate:1 1 udp 2122260223 3f1c7a2e-1111-4a4a-9e9e-123456789abc.local 50000 typ host');
    fake.candidate('candidate:2 1 udp 1686052607 203.0.113.7 50001 typ srflx raddr 0.0.0.0 rport 0');
    fake.candidate('candidate:3 1 udp 1686052607 203.0.113.7 50002 typ srflx raddr 0.0.0.0 rport 0');
    fake.candidate('', '2001:DB8::1');
    fake.complete();
    await expect(probe).resolves.toEqual({ ips: ['203.0.113.7', '2001:db8::1'], stuns: IP_PROBE_STUNS, timedOut: false });
    expect(fake.closed).toBe(true);
  });

  it('the end-of-candidates event completes it too', async () => {
    let fake!: FakeConnection;
    const probe = probeRealIps({ connect: (config) => (fake = new FakeConnection(config)) });
    await vi.advanceTimersByTimeAsync(0);
    fake.onicecandidate?.({ candidate: null });
    await expect(probe).resolves.toMatchObject({ ips: [], timedOut: false });
  });

  it('stops at 3000 ms with what it saw by then, not a millisecond earlier', async () => {
    let fake!: FakeConnection;
    let done = false;
    const probe = probeRealIps({ connect: (config) => (fake = new FakeConnection(config)) }).then((r) => {
      done = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(10);
    fake.candidate('candidate:2 1 udp 1686052607 198.51.100.20 50001 typ srflx');
    await vi.advanceTimersByTimeAsync(IP_PROBE_TIMEOUT_MS - 11);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(probe).resolves.toEqual({ ips: ['198.51.100.20'], stuns: IP_PROBE_STUNS, timedOut: true });
    expect(fake.closed).toBe(true);
    // Late candidates change nothing.
    fake.candidate('candidate:2 1 udp 1686052607 198.51.100.21 50001 typ srflx');
  });

  it('fails when WebRTC is missing or the offer cannot be made (the caller lets the user through)', async () => {
    await expect(probeRealIps({ connect: () => { throw new Error('WebRTC is not available'); } })).rejects.toThrow('WebRTC is not available');
    const refused = probeRealIps({ connect: (config) => new FakeConnection(config, Promise.reject(new Error('no offer'))) });
    await expect(refused).rejects.toThrow('no offer');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads only IP addresses from candidates', () => {
    expect(candidateAddress({ candidate: 'candidate:1 1 udp 1 10.0.0.2 1 typ host' })).toBe('10.0.0.2');
    expect(candidateAddress({ candidate: 'a=candidate:1 1 udp 1 192.0.2.1 1 typ srflx' })).toBe('192.0.2.1');
    expect(candidateAddress({ candidate: 'candidate:1 1 udp 1 host.local 1 typ host' })).toBeNull();
    expect(candidateAddress({ candidate: 'candidate:1 1 udp 1 999.1.1.1 1 typ host' })).toBeNull();
    expect(candidateAddress({ candidate: '' })).toBeNull();
    expect(candidateAddress({ candidate: '', address: '<script>' })).toBeNull();
  });
});
