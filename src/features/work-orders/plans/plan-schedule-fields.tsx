import { Cascader, Checkbox, Form, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { finishTimeOptions, MONTH_DAYS, PLAN_TYPES, WEEK_DAYS, yearCalendarDays, type PlanType, type PlanVariant } from './plan-rules';
import { usePlanWords } from './use-plan-words';

export interface PlanScheduleFieldsProps {
  variant: PlanVariant;
  /** The type in the form now (Form.useWatch in the parent). */
  type: PlanType | undefined;
  /** A new type was picked: the parent empties every selection (seed 001 section 4). */
  onTypeChange: (type: PlanType) => void;
  /** Under /previewModel?isPreview=1 the fields are shown but cannot be changed (seed 001 section 2). */
  disabled?: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const QUARTER_MONTHS = [1, 2, 3];

/** 'HH:mm' text in the form; a TimePicker shows it as a dayjs of an arbitrary day. */
const timeProps = (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(`2000-01-01 ${value}`) : null });
const timeText = (value: Dayjs | null) => (value ? value.format('HH:mm') : null);

/**
 * The schedule part of the plan form: the type, its date selectors (每年 month and day, 每季度 month of the quarter and
 * day, 每月 day, 每周 weekdays, 每日 start and finish times) and the finish time in days, with the spec's messages.
 */
export function PlanScheduleFields({ variant, type, onTypeChange, disabled = false }: PlanScheduleFieldsProps) {
  const { t } = useTranslation();
  const words = usePlanWords();
  const choose = [{ required: true, message: t('work-orders.plan.rule-choose') }];
  const dayOption = (day: number) => ({ value: day, label: words.dayOfMonth(day) });
  const finishDays = finishTimeOptions(type);

  return (
    <>
      <Form.Item name="taskStatus" label={t('work-orders.plan.type')} rules={choose}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          disabled={disabled}
          options={PLAN_TYPES[variant].map((value) => ({ value, label: words.typeName(value) }))}
          onChange={(event) => onTypeChange(event.target.value as PlanType)}
        />
      </Form.Item>
      {type === 0 ? (
        <Form.Item name="yearDate" label={words.frequencyLabel(0)} rules={choose}>
          <Cascader
            disabled={disabled}
            placeholder={t('work-orders.plan.rule-choose')}
            options={MONTHS.map((month) => ({
              value: month,
              label: words.month(month),
              children: yearCalendarDays(month).map(dayOption),
            }))}
          />
        </Form.Item>
      ) : null}
      {type === 1 ? (
        <Form.Item name="quarterDate" label={words.frequencyLabel(1)} rules={choose}>
          <Cascader
            disabled={disabled}
            placeholder={t('work-orders.plan.rule-choose')}
            options={QUARTER_MONTHS.map((month) => ({
              value: month,
              label: words.quarterMonth(month),
              children: MONTH_DAYS.map(dayOption),
            }))}
          />
        </Form.Item>
      ) : null}
      {type === 2 ? (
        <Form.Item name="monthDate" label={words.frequencyLabel(2)} rules={choose}>
          <Select disabled={disabled} placeholder={t('work-orders.plan.rule-choose')} options={MONTH_DAYS.map(dayOption)} />
        </Form.Item>
      ) : null}
      {type === 3 ? (
        <Form.Item
          name="weekDate"
          label={words.frequencyLabel(3)}
          rules={[{ required: true, message: t('work-orders.plan.rule-at-least-one') }]}
        >
          <Checkbox.Group disabled={disabled} options={WEEK_DAYS.map((day) => ({ value: day, label: words.weekday(day) }))} />
        </Form.Item>
      ) : null}
      {type === 4 ? (
        <>
          <Form.Item name="dayDate" label={words.frequencyLabel(4)} rules={choose} getValueProps={timeProps} normalize={timeText}>
            <TimePicker disabled={disabled} format="HH:mm" placeholder={t('work-orders.plan.day-start')} />
          </Form.Item>
          <Form.Item
            name="dayFinishTime"
            label={t('work-orders.plan.day-finish-time')}
            rules={choose}
            getValueProps={timeProps}
            normalize={timeText}
          >
            <TimePicker disabled={disabled} format="HH:mm" placeholder={t('work-orders.plan.day-finish-time')} />
          </Form.Item>
        </>
      ) : null}
      {finishDays.length > 0 ? (
        <Form.Item name="finishTime" label={t('work-orders.plan.finish-time')} rules={choose}>
          <Select
            disabled={disabled}
            placeholder={t('work-orders.plan.rule-choose')}
            options={finishDays.map((day) => ({ value: day, label: words.finishDay(day) }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
