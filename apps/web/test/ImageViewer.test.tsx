import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImageViewer } from '../src/components/ImageViewer';
import { ImageGallery } from '../src/components/ImageGallery';
import { imagePlaceholderSrc } from '../src/components/placeholderImage';

const images = [
  { id: 1, url: '/api/samr/PublicQuery/Image?Id=1', name: '铭牌' },
  { id: 2, url: '/api/samr/PublicQuery/Image?Id=2', name: '瓶体' },
];

function Viewer({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(0);
  return <ImageViewer images={images} index={index} onIndexChange={setIndex} onClose={onClose} />;
}

const img = () => screen.getByTestId('image-viewer-img');

describe('ImageViewer', () => {
  it('zooms and rotates from its buttons and exposes the state on the image', () => {
    render(<Viewer />);
    expect(img().getAttribute('data-zoom')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(img().getAttribute('data-zoom')).toBe('1.5');
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(img().getAttribute('data-zoom')).toBe('1.25');
    fireEvent.click(screen.getByRole('button', { name: '左旋' }));
    expect(img().getAttribute('data-rotation')).toBe('270');
    fireEvent.click(screen.getByRole('button', { name: '右旋' }));
    fireEvent.click(screen.getByRole('button', { name: '右旋' }));
    expect(img().getAttribute('data-rotation')).toBe('90');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(img().getAttribute('data-zoom')).toBe('1');
    expect(img().getAttribute('data-rotation')).toBe('0');
  });

  it('zooms with the mouse wheel and sizes the image to the window height minus 150 px', () => {
    render(<Viewer />);
    fireEvent.wheel(img().parentElement as HTMLElement, { deltaY: -120 });
    expect(img().getAttribute('data-zoom')).toBe('1.25');
    expect(img().style.height).toBe(`${window.innerHeight - 150}px`);
  });

  it('moves between images and starts each at the default view', () => {
    render(<Viewer />);
    fireEvent.click(screen.getByRole('button', { name: '右旋' }));
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(img().getAttribute('alt')).toBe('瓶体');
    expect(img().getAttribute('data-rotation')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(img().getAttribute('alt')).toBe('铭牌');
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<Viewer onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the placeholder picture when a thumbnail fails to load, and opens the viewer on click', () => {
    render(<ImageGallery images={images} loading={false} />);
    const thumb = screen.getByAltText('铭牌');
    fireEvent.error(thumb);
    expect(screen.getByAltText('图片加载失败').getAttribute('src')).toBe(imagePlaceholderSrc);
    fireEvent.click(screen.getByRole('button', { name: '查看图片：瓶体' }));
    expect(img().getAttribute('alt')).toBe('瓶体');
  });
});
