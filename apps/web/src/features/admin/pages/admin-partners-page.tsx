import { type AdminPartner, PARTNER_NAME_MAX, PARTNER_TEXT } from '@mx/contract';
import { type FormEvent, useState } from 'react';
import { ImageField } from '../../../components/forms/image-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { notify } from '../../../lib/toast.ts';
import { useAdminPartners, useSavePartner } from '../api/partners.ts';
import { useSentence, withAdminTexts } from '../components/admin-texts.tsx';

/** Add a partner (`partner` null) or edit one: name, website, logo (required to add). */
function PartnerDialog({ partner, onClose }: { partner: AdminPartner | null; onClose(): void }) {
  const t = useT();
  const sentence = useSentence();
  const save = useSavePartner();
  const [name, setName] = useState(partner?.name ?? '');
  const [website, setWebsite] = useState(partner?.website ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(sentence(PARTNER_TEXT.nameRequired));
    if (!partner && !logo) return setError(sentence(PARTNER_TEXT.logoRequired));
    setError(null);
    save.mutate(
      { id: partner?.id, values: { name, website, logo } },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          onClose();
        },
        onError: (err) => setError(isApiError(err) ? (err.serverMessage ?? errorMessage(err)) : errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={partner ? t('admin.partnerEditName', { name: partner.name }) : t('admin.partnerDialogAdd')}
      description={t('admin.partnerDialogDescription')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label={t('admin.partnerName')}>
          <Input
            value={name}
            maxLength={PARTNER_NAME_MAX}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            required
          />
        </FormField>
        <FormField label={t('admin.partnerWebsite')} hint={t('admin.partnerWebsiteHint')}>
          <Input value={website} type="url" inputMode="url" onChange={(e) => setWebsite(e.target.value)} />
        </FormField>
        <ImageField
          label={t('admin.partnerLogo')}
          shape="wide"
          currentUrl={partner?.logo ?? null}
          file={logo}
          onFileChange={setLogo}
          progress={null}
          disabled={save.isPending}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {partner ? t('admin.partnerSave') : t('admin.partnerAdd')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The partner lenders of the landing page: add, edit, hide and show them. */
function Partners() {
  const t = useT();
  const list = useAdminPartners();
  const save = useSavePartner();
  const [editing, setEditing] = useState<AdminPartner | 'new' | null>(null);
  const toggle = (p: AdminPartner) =>
    save.mutate(
      { id: p.id, values: { hidden: !p.hidden } },
      {
        onSuccess: (res) => notify.success(res.message),
        onError: (err) => notify.error(t('admin.partnerChangeFailed'), errorMessage(err)),
      },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.partnersTitle')}</h1>
          <p className="mt-1 text-slate-700">{t('admin.partnersIntro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('admin.partnerAdd')}</Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('admin.partnersLoading')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, t('admin.partnersFailed'))}</Alert>
      ) : list.data.length === 0 ? (
        <Card className="p-5">
          <p className="text-sm text-slate-700">{t('admin.partnersNone')}</p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-200">
            {list.data.map((p) => (
              <li key={p.id} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 items-center gap-4">
                  <img
                    src={p.logo}
                    alt=""
                    className="h-12 w-24 shrink-0 rounded border border-slate-200 bg-white object-contain"
                  />
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 wrap-break-word">
                      {p.name}
                      <Badge tone={p.hidden ? 'neutral' : 'success'}>
                        {p.hidden ? t('admin.partnerHidden') : t('admin.partnerShown')}
                      </Badge>
                    </p>
                    {p.website ? (
                      <a
                        href={p.website}
                        className="text-sm text-brand-700 hover:underline wrap-anywhere"
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {p.website}
                      </a>
                    ) : (
                      <p className="text-sm text-slate-600">{t('admin.partnerNoWebsite')}</p>
                    )}
                  </div>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(p)}
                    aria-label={t('admin.partnerEditName', { name: p.name })}
                  >
                    {t('admin.partnerEdit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => toggle(p)}
                    aria-label={t(p.hidden ? 'admin.partnerShowName' : 'admin.partnerHideName', { name: p.name })}
                  >
                    {p.hidden ? t('admin.partnerShow') : t('admin.partnerHide')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {editing ? <PartnerDialog partner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

export default withAdminTexts(Partners);
