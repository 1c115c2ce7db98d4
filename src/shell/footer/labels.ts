/**
 * The footer's message ids (config/footer.json `label`, passed through the `footer` decision)
 * mapped to Lingui messages. One table: labels.test.ts fails when config names an id that is
 * not here.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const FOOTER_TEXT: Readonly<Record<string, MessageDescriptor>> = {
  'footer.about': msg`About us`,
  'footer.download': msg`Media kit`,
  'footer.downloadAgreement': msg`User agreement (download)`,
  'footer.userAgreement': msg`User agreement`,
  'footer.fee': msg`Fee schedule`,
  'footer.contacts': msg`Contacts`,
  'footer.declaration': msg`Customer declaration`,
};
