package android.widget

import android.content.Context

class OverScroller(context: Context) {
    fun setFriction(friction: Float) {}
}
