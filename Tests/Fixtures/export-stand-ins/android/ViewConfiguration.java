package android.view;

public class ViewConfiguration {
    public static float getScrollFriction() { return 0.015f; }
}
