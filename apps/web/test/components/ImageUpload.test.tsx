import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { imageUploadMessages, type UploadedImage } from '@gcs/contracts';
import { ImageUpload } from '../../src/components/form/ImageUpload';
import { fakeApi } from '../fakeApi';
import { renderWidget } from './render';

function Harness({
  onChange,
  initial = [],
}: {
  onChange: (images: UploadedImage[]) => void;
  initial?: UploadedImage[];
}) {
  const [images, setImages] = useState<UploadedImage[]>(initial);
  return (
    <ImageUpload
      value={images}
      onChange={(next) => {
        setImages(next);
        onChange(next);
      }}
    />
  );
}

function pickFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

function fileOf(name: string, type: string, size?: number): File {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('ImageUpload', () => {
  it('refuses a GIF before sending anything', async () => {
    const api = fakeApi();
    const onChange = vi.fn();
    renderWidget(<Harness onChange={onChange} />, { api });
    pickFile(fileOf('动图.gif', 'image/gif'));
    expect(await screen.findByText(imageUploadMessages.wrongType)).toBeTruthy();
    expect(api.shared.uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a 6 MB picture before sending anything', async () => {
    const api = fakeApi();
    renderWidget(<Harness onChange={vi.fn()} />, { api });
    pickFile(fileOf('大图.png', 'image/png', 6 * 1024 * 1024));
    expect(await screen.findByText(imageUploadMessages.tooLarge)).toBeTruthy();
    expect(api.shared.uploadImage).not.toHaveBeenCalled();
  });

  it('uploads a PNG, adds it to the value, and removes it again', async () => {
    const api = fakeApi();
    const uploaded = { id: 17, name: '瓶身.png', url: '/api/samr/File/Image?Id=17' };
    vi.mocked(api.shared.uploadImage).mockResolvedValue({ result: true, messeage: '', data: uploaded });
    const onChange = vi.fn();
    renderWidget(<Harness onChange={onChange} />, { api });
    const file = fileOf('瓶身.png', 'image/png', 5 * 1024 * 1024);
    pickFile(file);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([uploaded]));
    expect(vi.mocked(api.shared.uploadImage).mock.calls[0]?.[0]).toBe(file);
    expect(await screen.findByText('瓶身.png')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /删除|delete|remove/i }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
  });

  it("shows the server's refusal when an upload fails", async () => {
    const api = fakeApi();
    vi.mocked(api.shared.uploadImage).mockRejectedValue(new Error(imageUploadMessages.wrongType));
    const onChange = vi.fn();
    renderWidget(<Harness onChange={onChange} />, { api });
    pickFile(fileOf('改名的.jpg', 'image/jpeg'));
    expect(await screen.findByText(imageUploadMessages.wrongType)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('fetches existing pictures with the login and previews them in the viewer', async () => {
    const api = fakeApi();
    vi.mocked(api.shared.download).mockResolvedValue(new Blob(['png']));
    const createObjectURL = vi.fn(() => 'blob:thumb-1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderWidget(
      <Harness onChange={vi.fn()} initial={[{ id: 3, name: '档案照片.jpg', url: '/api/samr/File/Image?Id=3' }]} />,
      { api },
    );
    await waitFor(() => expect(api.shared.download).toHaveBeenCalledWith('/api/samr/File/Image?Id=3'));
    fireEvent.click(await screen.findByRole('link', { name: /预览|preview|eye/i }));
    const viewer = await screen.findByRole('dialog', { name: '图片查看：档案照片.jpg' });
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('blob:thumb-1');
  });
});
