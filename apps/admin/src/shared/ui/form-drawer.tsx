// A drawer holding one form (instruments, block deals): its title, Save in the header (busy while
// saving) and the form. Saved, it closes; refused, it stays open on the form to correct (the error
// toast has been shown), and so it does when `onSave` answers false (a problem marked on a field).
import type { ReactNode } from 'react';
import { Button, Drawer, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormDrawerProps<Values> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  form: FormInstance<Values>;
  isSaving: boolean;
  saveTestId: string;
  onSave: (values: Values) => Promise<unknown>;
  children: ReactNode;
}

export function FormDrawer<Values>({
  open,
  onClose,
  title,
  form,
  isSaving,
  saveTestId,
  onSave,
  children,
}: FormDrawerProps<Values>) {
  const { t } = useTranslation();
  const submit = async (values: Values) => {
    try {
      if ((await onSave(values)) !== false) onClose();
    } catch {
      // The error toast has been shown; keep the drawer open to correct the field.
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="large"
      title={title}
      destroyOnHidden
      extra={
        <Button type="primary" loading={isSaving} onClick={() => form.submit()} data-testid={saveTestId}>
          {t('common.save')}
        </Button>
      }
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {children}
      </Form>
    </Drawer>
  );
}
