import { Toast } from 'antd-mobile';
import type { ToastView } from './toast';

// Drawn through the overlay render hook the app sets up when it starts (overlay-render.ts).
export const antdToastView: ToastView = {
  show({ content, icon, duration, mask }) {
    Toast.show({
      content,
      icon: icon === 'none' ? undefined : icon === 'error' ? 'fail' : icon,
      duration,
      maskClickable: !mask,
    });
  },
  clear() {
    Toast.clear();
  },
};
