import { useState, type FormEvent } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import {
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  type OrderStatus,
  type Product,
  type ProductCategory,
  type ProductFields,
} from '@shared/schemas/template-datalist';
import { FormField } from '@/components/forms/form-field';
import { ApiError } from '@/lib/api-client';
import { toastForError } from '@/lib/error-toast';
import { showToast } from '@/lib/toast-store';
import { addProduct, updateProduct } from './api';
import { PopularityBar } from '@/template/kit/product-parts';

type Errors = Partial<Record<'name' | 'category' | 'price' | 'popularity', string>>;

const PRICE = /^\s*[0-9]{1,6}([.,][0-9]{1,2})?\s*$/;

interface FormValues {
  name: string;
  category: string;
  price: string;
  popularity: string;
}

function validate(values: FormValues): Errors {
  const errors: Errors = {};
  if (values.name.trim() === '') errors.name = 'dataList.form.nameRequired';
  if (!(PRODUCT_CATEGORIES as readonly string[]).includes(values.category)) errors.category = 'dataList.form.categoryRequired';
  if (!PRICE.test(values.price)) errors.price = 'dataList.form.priceInvalid';
  const popularity = Number(values.popularity);
  if (values.popularity.trim() === '' || !Number.isFinite(popularity) || popularity < 0 || popularity > 100) errors.popularity = 'dataList.form.popularityInvalid';
  return errors;
}

const FIELD_IDS: Record<keyof Errors, string> = { name: 'product-name', category: 'product-category', price: 'product-price', popularity: 'product-popularity' };

/**
 * The side panel that adds a product (`product` null) or edits one: validated here first, then
 * by the BFF (whose 400 names the field). Full width on a phone (data-list.css).
 */
export function ProductPanel({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(product?.name ?? '');
  const [category, setCategory] = useState<ProductCategory | ''>(product?.category ?? '');
  const [price, setPrice] = useState(product?.price ?? '');
  const [orderStatus, setOrderStatus] = useState<OrderStatus>(product?.order_status ?? 'pending');
  const [popularity, setPopularity] = useState(product ? String(product.popularity.popValue) : '50');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [show, setShow] = useState(true);
  const values: FormValues = { name, category, price, popularity };

  const recheck = (field: keyof Errors, next: FormValues) => {
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as Array<keyof Errors>).find((field) => found[field]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    const fields: ProductFields = {
      name: name.trim(),
      category: category as ProductCategory,
      price: price.trim(),
      order_status: orderStatus,
      popularity: { popValue: Number(popularity) },
    };
    setBusy(true);
    try {
      if (product) await updateProduct({ ...fields, id: product.id });
      else await addProduct(fields);
      showToast({ variant: 'success', key: product ? 'dataList.updated' : 'dataList.added' });
      setShow(false);
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? error.field?.replace(/^obj\./, '').split('.')[0] : undefined;
      if (field && field in FIELD_IDS) setErrors({ [field]: 'dataList.form.' + (field === 'name' ? 'nameRequired' : `${field}Invalid`) });
      else toastForError(error);
    } finally {
      setBusy(false);
    }
  };

  const popValue = Number(popularity);
  const preview = Number.isFinite(popValue) && popValue >= 0 && popValue <= 100 ? popValue : 0;
  const message = (field: keyof Errors) => (errors[field] ? t(errors[field]) : null);
  return (
    <Offcanvas
      show={show}
      onHide={() => !busy && setShow(false)}
      onExited={onClose}
      placement="end"
      className="product-panel"
      aria-labelledby="product-panel-title"
      data-testid="product-panel"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="product-panel-form">
        <Offcanvas.Header closeButton closeLabel={t('business.close')}>
          <Offcanvas.Title as="h2" id="product-panel-title" className="h5 mb-0">
            {product ? t('dataList.form.editTitle') : t('dataList.form.addTitle')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <div className="d-flex flex-column gap-3">
            <FormField id="product-name" label={t('dataList.form.name')} error={message('name')} required>
              {(aria) => (
                <input
                  {...aria}
                  className={`form-control${errors.name ? ' is-invalid' : ''}`}
                  value={name}
                  maxLength={100}
                  autoFocus
                  onChange={(event) => {
                    setName(event.target.value);
                    recheck('name', { ...values, name: event.target.value });
                  }}
                />
              )}
            </FormField>
            <FormField id="product-category" label={t('dataList.form.category')} error={message('category')} required>
              {(aria) => (
                <select
                  {...aria}
                  className={`form-select${errors.category ? ' is-invalid' : ''}`}
                  value={category}
                  onChange={(event) => {
                    setCategory(event.target.value as ProductCategory);
                    recheck('category', { ...values, category: event.target.value });
                  }}
                >
                  <option value="" disabled>
                    {t('dataList.form.chooseCategory')}
                  </option>
                  {PRODUCT_CATEGORIES.map((value) => (
                    <option key={value} value={value}>
                      {t(`product.categories.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="product-order-status" label={t('dataList.form.orderStatus')} required>
              {(aria) => (
                <select {...aria} className="form-select" value={orderStatus} onChange={(event) => setOrderStatus(event.target.value as OrderStatus)}>
                  {ORDER_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {t(`product.statuses.${value}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="product-price" label={t('dataList.form.price')} error={message('price')} hint={t('dataList.form.priceHint')} required>
              {(aria) => (
                <input
                  {...aria}
                  className={`form-control${errors.price ? ' is-invalid' : ''}`}
                  inputMode="decimal"
                  value={price}
                  maxLength={10}
                  onChange={(event) => {
                    setPrice(event.target.value);
                    recheck('price', { ...values, price: event.target.value });
                  }}
                />
              )}
            </FormField>
            <FormField id="product-popularity" label={t('dataList.form.popularity')} error={message('popularity')} required>
              {(aria) => (
                <input
                  {...aria}
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  className={`form-control${errors.popularity ? ' is-invalid' : ''}`}
                  value={popularity}
                  onChange={(event) => {
                    setPopularity(event.target.value);
                    recheck('popularity', { ...values, popularity: event.target.value });
                  }}
                />
              )}
            </FormField>
            <div>
              <span className="form-label d-block">{t('dataList.form.preview')}</span>
              <PopularityBar value={preview} />
            </div>
          </div>
        </Offcanvas.Body>
        <div className="product-panel-footer">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('business.saving') : product ? t('business.save') : t('dataList.form.submitAdd')}
          </button>
          <button type="button" className="btn btn-label-secondary" onClick={() => setShow(false)} disabled={busy}>
            {t('business.cancel')}
          </button>
        </div>
      </form>
    </Offcanvas>
  );
}
