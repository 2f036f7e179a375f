import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's `App.useApp()` (message, modal, notification in the console's theme and locale) without importing antd's App
 * component, whose module brings Modal and notification onto the page. Parts of the shell that every page draws use
 * this; lazily loaded pages may use either.
 */
export function useAppFeedback(): useAppProps {
  return useContext(AppContext);
}
