package android.view;

// In Java, as on Android: Kotlin 1.3 converts a lambda to a Java interface only (View.post { … },
// View.OnLayoutChangeListener { … }).
public class View {
    public static class DisplayMetrics {
        public float density = 1f;
    }

    public static class Resources {
        public DisplayMetrics getDisplayMetrics() { return new DisplayMetrics(); }
    }

    public interface OnLayoutChangeListener {
        void onLayoutChange(View v, int left, int top, int right, int bottom,
                            int oldLeft, int oldTop, int oldRight, int oldBottom);
    }

    public static final int LAYOUT_DIRECTION_LTR = 0;
    public static final int LAYOUT_DIRECTION_RTL = 1;

    public final int getLeft() { return 0; }
    public final int getRight() { return 0; }
    public final int getBottom() { return 0; }
    public final int getTop() { return 0; }
    public final int getWidth() { return 0; }
    public final int getHeight() { return 0; }
    public int getPaddingLeft() { return 0; }
    public int getPaddingTop() { return 0; }
    public int getPaddingRight() { return 0; }
    public int getPaddingBottom() { return 0; }
    public int getPaddingStart() { return 0; }
    public int getPaddingEnd() { return 0; }
    public int getLayoutDirection() { return LAYOUT_DIRECTION_LTR; }
    public final android.content.Context getContext() { return new android.content.Context(); }
    public Resources getResources() { return new Resources(); }
    public boolean post(Runnable action) { return true; }
    public void setPadding(int left, int top, int right, int bottom) {}
    public void setPaddingRelative(int start, int top, int end, int bottom) {}
    public void addOnLayoutChangeListener(OnLayoutChangeListener listener) {}
    public void removeOnLayoutChangeListener(OnLayoutChangeListener listener) {}
}
