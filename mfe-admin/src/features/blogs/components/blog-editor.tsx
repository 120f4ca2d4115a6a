import { useState } from 'react';
import { Form, Input } from 'antd';
import { useSelector } from 'react-redux';
import type { Blog } from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { useLocale } from '@yoga/i18n';
import { EditorCard } from '../../../components/editor-card';
import { DescriptionField, TitleField } from '../../../components/editor-text-fields';
import { useMutationFeedback } from '../../../components/use-error-toast';
import { useCreateBlogMutation, useUpdateBlogMutation } from '../blogs.api';
import {
  BLOG_MESSAGES,
  blogDefaults,
  blogValues,
  buildBlogFormData,
  type BlogFormValues,
} from '../blog-form';
import { ThumbnailPicker } from './thumbnail-picker';
import '../i18n';

/**
 * Creates a post, or (`editing`) changes one: the same fields, English and the optional Hindi version; a
 * picture chosen while editing replaces the post's picture (none chosen: it stays). Remount it (a `key`)
 * to edit another post.
 */
export function BlogEditor({
  editing,
  onDone,
}: {
  editing?: Blog | null;
  /** Editing ended (saved or cancelled). */
  onDone?: () => void;
}) {
  const { t } = useLocale();
  const user = useSelector(selectCurrentUser);
  const [form] = Form.useForm<BlogFormValues>();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [createBlog, { isLoading: creating }] = useCreateBlogMutation();
  const [updateBlog, { isLoading: updating }] = useUpdateBlogMutation();
  const run = useMutationFeedback();
  const initial = editing ? blogValues(editing) : blogDefaults(user?.name);

  const onFinish = async (values: BlogFormValues) => {
    const body = buildBlogFormData(values, thumbnail, user?.name);
    if (editing) {
      const saved = await run(
        () => updateBlog({ id: editing.id, body }).unwrap(),
        t('admin.blog.saved'),
      );
      if (saved) onDone?.();
      return;
    }
    const created = await run(() => createBlog(body).unwrap(), t('admin.blog.published'));
    if (created) {
      form.resetFields();
      setThumbnail(null);
    }
  };

  const heading = editing ? t('admin.blog.edit', { title: editing.title }) : t('admin.blog.create');
  return (
    <EditorCard<BlogFormValues>
      form={form}
      name="blog"
      title={heading}
      label={heading}
      initialValues={initial}
      onFinish={onFinish}
      minColumnWidth={200}
      submitLabel={editing ? t('admin.blog.save') : t('admin.blog.publish')}
      busy={creating || updating}
      onCancelEdit={editing ? onDone : undefined}
      fields={
        <>
          <TitleField
            rule={{ required: true, whitespace: true, message: BLOG_MESSAGES.titleRequired }}
          />
          <Form.Item name="category" label={t('admin.blog.category')}>
            <Input />
          </Form.Item>
          <Form.Item name="author" label={t('admin.blog.author')}>
            <Input />
          </Form.Item>
          <Form.Item name="time_to_read" label={t('admin.blog.timeToRead')}>
            <Input />
          </Form.Item>
        </>
      }
    >
      <DescriptionField rows={4} />
      <Form.Item name="title_hi" label={t('admin.blog.titleHi')}>
        <Input lang="hi" />
      </Form.Item>
      <Form.Item
        name="description_hi"
        label={t('admin.blog.descriptionHi')}
        extra={t('admin.blog.hindiHelp')}
      >
        <Input.TextArea rows={4} lang="hi" />
      </Form.Item>
      <Form.Item>
        <ThumbnailPicker value={thumbnail} onChange={setThumbnail} />
      </Form.Item>
    </EditorCard>
  );
}
