import type { SettingItem } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Skeleton, Space, Table, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { EnumTag } from '../../components/enum-tag';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { useConfirmAction } from '../../components/use-confirm-action';
import { t } from '../../i18n/i18n';
import { formatTime } from '../../lib/format';
import { settingsQuery, useSaveSettings } from './api';
import { SettingInput, settingLabel, settingRules, type ValueSchema } from './setting-field';

const show = (value: unknown) => (typeof value === 'string' ? value || t('settings.empty') : JSON.stringify(value));

export default function SettingsPage() {
  const settings = useQuery(settingsQuery);
  const save = useSaveSettings();
  const confirm = useConfirmAction();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const initial = useMemo(() => Object.fromEntries((settings.data?.list ?? []).map((s) => [s.key, s.value])), [settings.data]);

  // Fresh values from the server fill the form, except fields the operator has already edited:
  // a refetch landing while they type must not undo their work.
  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(Object.entries(initial).filter(([key]) => !form.isFieldTouched(key))));
  }, [form, initial]);
  /** Shows `values` as the form's unedited state (after Reset or a save). */
  const settle = (values: Record<string, unknown>) => {
    form.resetFields();
    form.setFieldsValue(values);
  };

  const submit = async () => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      message.error(t('settings.invalid'));
      return;
    }
    const changed = Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(initial[key]));
    if (changed.length === 0) {
      message.info(t('settings.unchanged'));
      return;
    }
    confirm({
      title: t('settings.saveCount', { count: changed.length }),
      content: (
        <ul style={{ paddingLeft: 18, margin: 0 }} data-testid="settings-changes">
          {changed.map(([key, value]) => (
            <li key={key}>
              {settingLabel(key)}: <s>{show(initial[key])}</s> → <b>{show(value)}</b>
            </li>
          ))}
        </ul>
      ),
      okText: t('settings.save'),
      success: t('settings.settingsSaved'),
      action: async () => {
        await save.mutateAsync(Object.fromEntries(changed));
        settle(values);
      },
    });
  };

  return (
    <>
      <PageTitle
        title={t('settings.settings')}
        extra={
          <Space>
            <Button onClick={() => settle(initial)}>{t('settings.reset')}</Button>
            <Button type="primary" onClick={submit} loading={save.isPending} data-testid="settings-save">
              {t('settings.saveChanges')}
            </Button>
          </Space>
        }
      />
      <QueryError query={settings} />
      {settings.isPending ? (
        <Skeleton active />
      ) : settings.data ? (
        <Card>
          <Typography.Paragraph type="secondary">{t('settings.publicSettingsAreSent')}</Typography.Paragraph>
          <Form form={form} component={false}>
            <Table<SettingItem>
              rowKey="key"
              pagination={false}
              dataSource={settings.data.list}
              data-testid="settings-table"
              columns={[
                {
                  title: t('settings.setting'),
                  width: 260,
                  render: (_, s) => (
                    <>
                      <div>{settingLabel(s.key)}</div>
                      <Typography.Text type="secondary" className="mono">
                        {s.key}
                      </Typography.Text>{' '}
                      {s.public ? (
                        <EnumTag kind="settingScope" value="public" color="blue" />
                      ) : (
                        <EnumTag kind="settingScope" value="server" />
                      )}
                    </>
                  ),
                },
                {
                  title: t('settings.value'),
                  render: (_, s) => (
                    <Form.Item
                      name={s.key}
                      rules={settingRules(s.schema as ValueSchema)}
                      style={{ margin: 0 }}
                      valuePropName={(s.schema as ValueSchema).type === 'boolean' ? 'checked' : 'value'}
                    >
                      <SettingInput schema={s.schema as ValueSchema} aria-label={settingLabel(s.key)} data-testid={`setting-${s.key}`} />
                    </Form.Item>
                  ),
                },
                { title: t('settings.default'), width: 160, render: (_, s) => <span className="mono">{show(s.default)}</span> },
                {
                  title: t('settings.lastChanged'),
                  width: 180,
                  render: (_, s) => (s.updated_at === null ? t('settings.neverChanged') : formatTime(s.updated_at)),
                },
              ]}
            />
          </Form>
        </Card>
      ) : null}
    </>
  );
}
