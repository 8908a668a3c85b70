import i18n from '../i18n/i18n';
import { showToast } from './toast';

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies `text` and says 复制成功, or 不支持复制 where the browser cannot. */
export async function copyText(text: string): Promise<boolean> {
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  if (!copied) copied = copyWithSelection(text);
  void showToast({ title: i18n.t(copied ? 'runtime.copied' : 'runtime.copyUnsupported'), icon: copied ? 'success' : 'none' });
  return copied;
}
