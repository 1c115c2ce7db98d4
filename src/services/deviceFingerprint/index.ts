/** The device fingerprint in the finger_print cookie (SPEC sections 4, 5, 7, 8, 9). Mounted by the shell. */
export { DeviceFingerprint } from './DeviceFingerprint';
