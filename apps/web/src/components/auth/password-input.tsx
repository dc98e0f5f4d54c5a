import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Input } from '../ui/input.tsx';

/** A password field with a show/hide toggle (people on phones mistype). */
export function PasswordInput({ ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const t = useT();
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={isVisible ? 'text' : 'password'} className="pr-11" {...props} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        onClick={() => setVisible((v) => !v)}
        aria-label={isVisible ? t('common.hidePassword') : t('common.showPassword')}
        aria-pressed={isVisible}
      >
        {isVisible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
