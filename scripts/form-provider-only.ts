// Keeps @rc-component/form's form engine off pages without a form (vite.config.ts).
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** antd's form context module: it takes only FormProvider from @rc-component/form. */
const ANTD_FORM_CONTEXT = /node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * Every antd popup (Tooltip, Dropdown, Popover) reaches antd's form context through ContextIsolator, and that module
 * imports FormProvider from @rc-component/form's index. The index assigns Field, List and useForm onto the Form
 * component when it loads, which the bundler must keep as a side effect, so the whole form engine and its validator
 * (about 80 KB minified) came onto every page, /home included. This points that one import at the module that
 * defines FormProvider; pages with a Form still import the index, and get the same FormProvider from it.
 */
export function formProviderOnly(): Plugin {
  return {
    name: 'sluice-form-provider-only',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return null;
      return require.resolve('@rc-component/form/es/FormContext.js', { paths: [importer] });
    },
  };
}
