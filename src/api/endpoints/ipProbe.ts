/**
 * The real-IP probe of the IP-penetration check (SPEC sections 4, 7, 9): a WebRTC peer connection
 * asks STUN servers for this device's addresses (ICE candidates); the addresses seen, and the STUN
 * servers asked, go to the check as type 1. It stops when gathering completes or after 3000 ms
 * (SPEC section 9, probe timeout), whichever comes first, and reports what it saw by then: a
 * timed-out probe is still a result (the server also sees the request's own address). A browser
 * without WebRTC, or one that refuses to create the connection, fails the probe: the caller lets
 * the user through (SPEC section 4: failures let the user through).
 *
 * Chromium hides host addresses behind mDNS names (`<uuid>.local`): those are not addresses and
 * are dropped; server-reflexive candidates carry the address the STUN server saw.
 */

/** SPEC section 9: probe timeout. */
export const IP_PROBE_TIMEOUT_MS = 3000;

/**
 * The STUN servers asked (sent with the result as `stuns`). SPEC names none; these are public
 * servers of two operators, so one being down does not fail the probe.
 */
export const IP_PROBE_STUNS: readonly string[] = ['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478'];

export interface IpProbeResult {
  /** Distinct IPv4/IPv6 addresses seen in the candidates, in the order first seen. */
  readonly ips: readonly string[];
  readonly stuns: readonly string[];
  /** Gathering had not completed when the timeout fired. */
  readonly timedOut: boolean;
}

/** The part of RTCPeerConnection the probe uses (tests pass a fake). */
export interface ProbeConnection {
  onicecandidate: ((event: { candidate: { candidate: string; address?: string | null } | null }) => void) | null;
  onicegatheringstatechange: (() => void) | null;
  readonly iceGatheringState: string;
  createDataChannel(label: string): unknown;
  createOffer(): Promise<{ type: string; sdp?: string }>;
  setLocalDescription(description: { type: string; sdp?: string }): Promise<void>;
  close(): void;
}

export interface IpProbeOptions {
  readonly stuns?: readonly string[];
  readonly timeoutMs?: number;
  /** Creates the peer connection (default: the browser's RTCPeerConnection). */
  readonly connect?: (config: { iceServers: Array<{ urls: string[] }> }) => ProbeConnection;
  readonly signal?: AbortSignal;
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}$/i;

/** The address of an ICE candidate line (its fifth field), if it is an IP address. */
export function candidateAddress(candidate: { candidate: string; address?: string | null }): string | null {
  const address = candidate.address ?? candidate.candidate.replace(/^a=/, '').split(/\s+/)[4] ?? '';
  return IPV4.test(address) || IPV6.test(address) ? address.toLowerCase() : null;
}

function browserConnection(config: { iceServers: Array<{ urls: string[] }> }): ProbeConnection {
  if (typeof RTCPeerConnection === 'undefined') throw new Error('WebRTC is not available');
  return new RTCPeerConnection(config) as unknown as ProbeConnection;
}

export function probeRealIps(options: IpProbeOptions = {}): Promise<IpProbeResult> {
  const stuns = options.stuns ?? IP_PROBE_STUNS;
  const timeoutMs = options.timeoutMs ?? IP_PROBE_TIMEOUT_MS;
  return new Promise<IpProbeResult>((resolve, reject) => {
    let connection: ProbeConnection;
    try {
      connection = (options.connect ?? browserConnection)({ iceServers: [{ urls: [...stuns] }] });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const ips: string[] = [];
    let settled = false;
    const settle = (): boolean => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      connection.onicecandidate = null;
      connection.onicegatheringstatechange = null;
      try {
        connection.close();
      } catch {
        // Already closed.
      }
      return true;
    };
    const finish = (timedOut: boolean) => {
      if (settle()) resolve({ ips, stuns, timedOut });
    };
    const fail = (error: unknown) => {
      if (settle()) reject(error instanceof Error ? error : new Error(String(error)));
    };
    const abort = () => finish(true);
    const timer = setTimeout(() => finish(true), timeoutMs);
    options.signal?.addEventListener('abort', abort);
    connection.onicecandidate = (event) => {
      if (!event.candidate) return finish(false);
      const address = candidateAddress(event.candidate);
      if (address && !ips.includes(address)) ips.push(address);
    };
    connection.onicegatheringstatechange = () => {
      if (connection.iceGatheringState === 'complete') finish(false);
    };
    try {
      connection.createDataChannel('probe');
      connection
        .createOffer()
        .then((offer) => connection.setLocalDescription(offer))
        .catch(fail);
    } catch (error) {
      fail(error);
    }
  });
}
