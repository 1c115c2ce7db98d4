/**
 * The device fingerprint's call (SPEC section 7): after the vendor script has collected a device
 * blob, a POST to the origin-relative /dfdid/udid/c1 answers the device id. The id's validity is
 * the feature's rule (src/services/deviceFingerprint), so a garbage id reaches it and is refused.
 */
import { validateDeviceFingerprintResponse } from '../../generated/validatorLoaders';
import { defineEndpoint, endpointFn } from '../client';
import { PATHS } from '../paths';

/** The device id as answered, or null when the call failed (SPEC section 8: null). */
export const deviceFingerprintEndpoint = /* @__PURE__ */ defineEndpoint({
  id: 'deviceFingerprint',
  method: 'POST',
  path: PATHS.deviceFingerprint,
  origin: 'page',
  validate: validateDeviceFingerprintResponse,
  body: (p: { data: string }) => ({ data: p.data }),
  select: (body): string | null => body.data.udid,
  fallback: null,
});
export const fetchDeviceFingerprint = /* @__PURE__ */ endpointFn(deviceFingerprintEndpoint);
